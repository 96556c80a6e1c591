// The Srisuk family of tests/e2e/enrolment.spec.ts: a Thai family with two children and both
// parents named (each with an e-mail of their own), applying in Thai. Its application goes to the
// desk's server over HTTP as the outbox sends it (the submission, then each file over tus), all
// files but one: the younger child's birth certificate never arrives, so the family adds it later
// from its status page. Also the fees each child's invoice should hold, from src/data/facts.ts.

import { discounts, oneOffFees, termsPerYear, tuition } from '../../src/data/facts';
import { attachmentOf, pdfBytes, pngBytes } from '../intake/support';
import { createUpload, postSubmission, sendFile } from '../support/tus-http';
import { VALID_THAI_ID, validApplication } from '../wizards/application/fixtures';
import { nextMonday } from './form-answers';

export interface Child {
  first: string;
  /** The name the desk shows. */
  full: string;
  dateOfBirth: string;
  year: string;
  band: (typeof tuition)[number]['id'];
}

/** The older child first: the younger one is the family's second child (the sibling discount). */
export const children = [
  { first: 'Nida', full: 'Nida Srisuk', dateOfBirth: '2016-07-15', year: 'y5', band: 'y4-y6' },
  { first: 'Kai', full: 'Kai Srisuk', dateOfBirth: '2019-03-01', year: 'y2', band: 'y1-y3' },
] as const satisfies readonly Child[];

export const mother = { first: 'Malee', full: 'Malee Srisuk', email: 'malee.srisuk@example.com' } as const;
export const father = { first: 'Somchai', full: 'Somchai Srisuk', email: 'somchai.srisuk@example.com' } as const;

/** What a child's invoice holds, in baht, for the full year chosen: computed from facts.ts. */
export function expectedFees(child: Child, rank: 1 | 2) {
  const year = tuition.find((t) => t.id === child.band)!.perTerm * termsPerYear;
  const sibling = rank === 2 ? Math.round(year * discounts.secondChild) : 0;
  const fullYear = Math.round((year - sibling) * discounts.fullYearInAdvance);
  const total = oneOffFees.admissions + oneOffFees.securityDeposit + year - sibling - fullYear;
  return { tuition: year, sibling, fullYear, total };
}

/** The application's body and its files (the younger child's birth certificate declared, never sent). */
export function srisukApplication() {
  const data = validApplication();
  const startDate = nextMonday();
  const template = data.applicants[1]!;
  data.applicants = children.map((child, i) => {
    const a = structuredClone(i === 0 ? data.applicants[0]! : template);
    Object.assign(a.info, {
      firstName: child.first,
      familyName: 'Srisuk',
      nationality: 'Thai',
      countryOfBirth: 'Thailand',
      placeOfBirth: 'Surat Thani',
      dateOfBirth: child.dateOfBirth,
      startDate,
      year: child.year,
      yearGroup: 'primary',
    });
    a.documents = {
      ...a.documents,
      passportPhoto: `srisuk-${i}-photo`,
      birthCertificate: `srisuk-${i}-birth`,
      householdOrVisa: `srisuk-${i}-visa`,
      parentsId: i === 0 ? 'srisuk-0-parents' : '',
      sameParentsIdAsFirst: i > 0,
    };
    return a;
  });
  const parent = (who: typeof mother | typeof father, idNumber: string) => ({
    firstName: who.first,
    familyName: 'Srisuk',
    nationality: 'Thai',
    countryOfBirth: 'Thailand',
    idNumber,
    email: who.email,
  });
  Object.assign(data.parents.mother, parent(mother, '3100500123456'));
  Object.assign(data.parents.father, parent(father, VALID_THAI_ID));
  data.parents.guardianChoice = 'both';
  for (const a of data.applicants) Object.assign(a.health, { parentName: mother.full, signature: mother.full });

  const files = data.applicants.flatMap((a, i) =>
    Object.entries(a.documents)
      .filter(([key, value]) => typeof value === 'string' && value && key !== 'sameParentsIdAsFirst')
      .map(([key, value]) => {
        const photo = key === 'passportPhoto';
        const bytes = photo ? pngBytes(1500) : pdfBytes(1200);
        const field = `applicants.${i}.documents.${key}`;
        const type = photo ? 'image/png' : 'application/pdf';
        return {
          ...attachmentOf({ field, bytes, type, name: `${key}-${i}.${photo ? 'png' : 'pdf'}` }),
          id: value as string,
          bytes,
        };
      }),
  );
  const body = {
    id: crypto.randomUUID(),
    kind: 'application',
    schemaVersion: 1,
    locale: 'th',
    data,
    attachments: files.map(({ bytes: _bytes, ...entry }) => entry),
  };
  return { body, files };
}

/** Submits the family's application to `siteOrigin` as the outbox does, all files but Kai's birth certificate. */
export async function submitSrisuk(siteOrigin: string): Promise<{ reference: string; statusToken: string }> {
  const { body, files } = srisukApplication();
  const answer = await postSubmission(siteOrigin, body);
  if (answer.status !== 201) throw new Error(`submission refused: ${answer.status} ${await answer.text()}`);
  const receipt = (await answer.json()) as { reference: string; statusToken?: string };
  for (const file of files) {
    if (file.id === 'srisuk-1-birth') continue;
    const url = await createUpload(siteOrigin, body.id, file, file.bytes.byteLength);
    await sendFile(url, file.bytes);
  }
  if (!receipt.statusToken) throw new Error('the desk gave no status link');
  return { reference: receipt.reference, statusToken: receipt.statusToken };
}
