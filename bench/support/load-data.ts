// What the load benchmark's families send and how they pace themselves: a seeded random source
// (the same seed gives the same mix of families, files, cuts, replays and think times), and a
// valid application for one or two children in one of the four languages, every document a file
// as a phone gives it: passport photos and most documents as JPEG photos of 200 KB to 2 MB, a few
// documents as PDFs of up to 8 MB. The bytes are random after the format's magic bytes, so no two
// files share a SHA-256 and a swapped or repeated part would show.

import { createHash } from 'node:crypto';
import { mondayAfter, validApplication } from '../../tests/wizards/application/fixtures';
import { applicationDocumentKeys, attachmentSlots, PHOTO_TYPES } from '../../src/shared/contracts/attachment-rules';
import type { SubmissionAttachment } from '../../src/shared/contracts/attachment';

export type Rng = () => number;

/** mulberry32 over a 32-bit seed (docs/benchmarks.md: the seed is printed with every run). */
export function seededRng(seed: number): Rng {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const chance = (rng: Rng, p: number) => rng() < p;

const KB = 1024;
const MB = 1024 * KB;
/** Share of the documents (not passport photos) sent as a PDF rather than a photo. */
const PDF_SHARE = 0.15;

/** A file as the envelope declares it, with its bytes. */
export type FamilyFile = SubmissionAttachment & { bytes: Uint8Array<ArrayBuffer> };

/** The documents a family brings (the transcript is optional, and these families leave it out). */
const BROUGHT = applicationDocumentKeys.filter((key) => key !== 'transcript');

export interface FamilySubmission {
  body: { id: string; kind: string; schemaVersion: number; locale: string; data: unknown; attachments: unknown[] };
  files: FamilyFile[];
}

/** `size` random bytes after `magic`. */
function fileBytes(size: number, magic: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65_536)));
  bytes.set(magic);
  return bytes;
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

function documentFile(rng: Rng, field: string, key: string, photoOnly: boolean): FamilyFile {
  const pdf = !photoOnly && chance(rng, PDF_SHARE);
  const size = Math.round(pdf ? between(rng, 300 * KB, 8 * MB) : between(rng, 200 * KB, 2 * MB));
  const bytes = fileBytes(size, pdf ? PDF : JPEG);
  return {
    id: crypto.randomUUID(),
    field,
    name: pdf ? `${key}.pdf` : `IMG_${Math.floor(rng() * 9000) + 1000}.jpg`,
    type: pdf ? 'application/pdf' : 'image/jpeg',
    size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}

const LOCALES = ['en', 'th', 'ru', 'cn'] as const;

/**
 * One family's application as the outbox holds it, valid on `now`: one child (seven in ten
 * families) or two, the parents' ID once, and a file for every document the form asks for.
 */
export function familySubmission(rng: Rng, now: Date): FamilySubmission {
  const data = validApplication();
  const children = chance(rng, 0.7) ? 1 : 2;
  data.applicants = data.applicants.slice(0, children);
  const startDate = mondayAfter(new Date(now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10));
  const files: FamilyFile[] = [];
  data.applicants.forEach((applicant, i) => {
    applicant.info.startDate = startDate;
    applicant.documents.sameParentsIdAsFirst = i > 0;
  });
  for (const slot of attachmentSlots('application', children)) {
    const applicant = slot.applicant ?? 0;
    const documents = data.applicants[applicant]!.documents as unknown as Record<string, string | boolean>;
    if (!BROUGHT.includes(slot.document as never)) continue;
    if (slot.document === 'parentsId' && applicant > 0) {
      documents[slot.document] = '';
      continue;
    }
    const file = documentFile(rng, slot.field, slot.document, slot.accept === PHOTO_TYPES);
    documents[slot.document] = file.id;
    files.push(file);
  }
  const locale = LOCALES[Math.floor(rng() * LOCALES.length)]!;
  return {
    body: {
      id: crypto.randomUUID(),
      kind: 'application',
      schemaVersion: 1,
      locale,
      data,
      attachments: files.map(({ bytes: _bytes, ...declared }) => declared),
    },
    files,
  };
}
