// Printable flowing documents of the desk (the signed enrolment contract), drawn with pdfkit (the
// library of the money module's invoices, docs/fees.md) in any of the four languages over as many
// A4 pages as the text needs. Each character is set in the static Noto face of its script (Noto
// Sans for Latin and Cyrillic, Noto Sans Thai, Noto Sans SC for Chinese), each face subset by
// harfbuzz (subset-font) to what the document prints and embedded as TrueType. Static faces:
// fontkit cannot measure every glyph of a variable font's instance. Pure layout: what the blocks
// say is the caller's.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import subsetFont from 'subset-font';

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

type Weight = 400 | 700;
const weightOf = (kind: PdfBlock['kind']): Weight => (kind === 'title' || kind === 'heading' ? 700 : 400);

const require = createRequire(import.meta.url);
const FACES = {
  latin: ['@fontsource/noto-sans', 'noto-sans-latin'],
  latinExt: ['@fontsource/noto-sans', 'noto-sans-latin-ext'],
  cyrillic: ['@fontsource/noto-sans', 'noto-sans-cyrillic'],
  thai: ['@fontsource/noto-sans-thai', 'noto-sans-thai-thai'],
  chinese: ['@fontsource/noto-sans-sc', 'noto-sans-sc-chinese-simplified'],
} as const;
type Face = keyof typeof FACES;
const fileOf = (face: Face, weight: Weight) => {
  const [pkg, stem] = FACES[face];
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', `${stem}-${weight}-normal.woff2`);
};

/** The face for a character, by its script (the ranges @fontsource cuts its files by). */
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

/** Splits `text` into runs of one face each; a space stays in the run it is in. */
export function runsOf(text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const face = char === ' ' && last ? last.face : faceOf(char);
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

/** Each face and weight the blocks use, subset to their characters (and a space). */
async function fontsFor(blocks: readonly PdfBlock[]): Promise<{ name: string; bytes: Buffer }[]> {
  const used = new Map<string, { face: Face; weight: Weight; chars: Set<string> }>();
  for (const block of blocks)
    for (const run of runsOf(block.text)) {
      const weight = weightOf(block.kind);
      const name = fontName(run.face, weight);
      const entry = used.get(name) ?? { face: run.face, weight, chars: new Set(' ') };
      for (const char of run.text) entry.chars.add(char);
      used.set(name, entry);
    }
  return Promise.all(
    [...used].map(async ([name, { face, weight, chars }]) => ({
      name,
      bytes: await subsetFont(readFileSync(fileOf(face, weight)), [...chars].join(''), { targetFormat: 'truetype' }),
    })),
  );
}

const SIZES: Record<PdfBlock['kind'], number> = { title: 18, heading: 12.5, paragraph: 10.5, small: 8.5 };
/** Space after a block, in lines of its size. */
const GAP_AFTER: Record<PdfBlock['kind'], number> = { title: 0.8, heading: 0.3, paragraph: 0.7, small: 0.4 };
const PAGE = { width: 595.28, height: 841.89, margin: 57 };
const LINE = 1.45;

/**
 * The PDF of `blocks`, A4 with 2 cm margins. Lines are broken here, where Intl.Segmenter allows
 * (Thai has no spaces between words), and each run is drawn without pdfkit's own wrapping, which
 * would measure characters the subset fonts do not hold.
 */
export async function renderPdf(blocks: readonly PdfBlock[], meta: PdfMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: meta.lang,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
    displayTitle: true,
  });
  const fonts = await fontsFor(blocks);
  const registered = new Set(fonts.map((font) => font.name));
  for (const font of fonts) doc.registerFont(font.name, font.bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const runsIn = (text: string, weight: Weight) =>
    runsOf(text)
      .map((run) => ({ ...run, name: fontName(run.face, weight) }))
      .filter((run) => registered.has(run.name));
  const widthOf = (text: string, size: number, weight: Weight) =>
    runsIn(text, weight).reduce((sum, run) => sum + doc.font(run.name).fontSize(size).widthOfString(run.text), 0);
  const segmenter = new Intl.Segmenter(meta.lang, { granularity: 'word' });
  const width = PAGE.width - 2 * PAGE.margin;
  const wrap = (text: string, size: number, weight: Weight) => {
    const lines: string[] = [];
    let line = '';
    for (const { segment } of segmenter.segment(text)) {
      const next = line + segment;
      if (line && widthOf(next.trimEnd(), size, weight) > width) {
        lines.push(line.trimEnd());
        line = segment.trimStart();
      } else line = next;
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  };
  let y = PAGE.margin;
  for (const block of blocks) {
    const size = SIZES[block.kind];
    const weight = weightOf(block.kind);
    for (const line of wrap(block.text, size, weight)) {
      if (y + size * LINE > PAGE.height - PAGE.margin) {
        doc.addPage();
        y = PAGE.margin;
      }
      let x = PAGE.margin;
      for (const run of runsIn(line, weight)) {
        doc
          .font(run.name)
          .fontSize(size)
          .fillColor(block.kind === 'small' ? '#444444' : '#111111')
          .text(run.text, x, y, { lineBreak: false });
        x += doc.widthOfString(run.text);
      }
      y += size * LINE;
    }
    y += size * GAP_AFTER[block.kind];
  }
  doc.end();
  return done;
}
