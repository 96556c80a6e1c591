// Printable documents of the desk (the signed enrolment contract; the money module's invoices,
// credit notes and receipts: docs/fees.md), drawn with pdfkit in any of the four languages. Each
// character is set in the face that has it: Noto Sans for Latin and Cyrillic, Noto Sans Thai for
// Thai, Noto Sans SC for Chinese (static faces from @fontsource: pdfkit cannot subset the variable
// ones the site serves), chosen by script, so a Thai paragraph's digits and a Chinese line's
// Latin name print too. Pure layout: what the blocks say is the caller's.

import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** One block of a document, top to bottom. */
export interface PdfBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'small';
  text: string;
}

export interface PdfMeta {
  title: string;
  /** BCP 47 language of the text (`th-TH`). */
  lang: string;
  author: string;
}

const require = createRequire(import.meta.url);
const fileOf = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

const FACES = {
  latin: fileOf('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff2'),
  latinExt: fileOf('@fontsource/noto-sans', 'noto-sans-latin-ext-400-normal.woff2'),
  cyrillic: fileOf('@fontsource/noto-sans', 'noto-sans-cyrillic-400-normal.woff2'),
  thai: fileOf('@fontsource/noto-sans-thai', 'noto-sans-thai-thai-400-normal.woff2'),
  chinese: fileOf('@fontsource/noto-sans-sc', 'noto-sans-sc-chinese-simplified-400-normal.woff2'),
} as const;
type Face = keyof typeof FACES;

/** The face for a character, by its script (the faces' own unicode ranges, as @fontsource cuts them). */
export function faceOf(char: string): Face {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0e00 && code <= 0x0e7f) return 'thai';
  if (code >= 0x0400 && code <= 0x052f) return 'cyrillic';
  if (
    (code >= 0x2e80 && code <= 0x2fff) ||
    (code >= 0x3000 && code <= 0x303f) ||
    (code >= 0x3400 && code <= 0x9fff) ||
    (code >= 0xff00 && code <= 0xffef)
  )
    return 'chinese';
  if (code >= 0x0100 && code <= 0x024f) return 'latinExt';
  return 'latin';
}

/** Splits `text` into runs of one face each. */
export function runsOf(text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    // Spaces and line breaks stay in the run they are in: no face change for them.
    const face = /\s/.test(char) && runs.length ? runs[runs.length - 1]!.face : faceOf(char);
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

const SIZES: Record<PdfBlock['kind'], number> = { title: 18, heading: 12.5, paragraph: 10.5, small: 8.5 };
const GAP_AFTER: Record<PdfBlock['kind'], number> = { title: 0.8, heading: 0.25, paragraph: 0.7, small: 0.4 };

/** The PDF of `blocks`, A4 with 2 cm margins. */
export function renderPdf(blocks: readonly PdfBlock[], meta: PdfMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 57,
    lang: meta.lang,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
    displayTitle: true,
  });
  for (const [face, file] of Object.entries(FACES)) doc.registerFont(face, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const block of blocks) {
    doc.fontSize(SIZES[block.kind]).fillColor(block.kind === 'small' ? '#444444' : '#111111');
    const runs = runsOf(block.text);
    runs.forEach((run, i) => {
      doc.font(run.face).text(run.text, { continued: i < runs.length - 1, lineGap: 2 });
    });
    doc.moveDown(GAP_AFTER[block.kind]);
  }
  doc.end();
  return done;
}
