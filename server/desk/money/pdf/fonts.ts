// The fonts of the printed documents: Inter (Latin, Cyrillic), Noto Sans Thai and Noto Sans SC
// (Chinese), from the project's font packages, whose files each cover a Unicode range
// (unicode.json). Text is cut into runs of one file each; each file is subset by harfbuzz
// (subset-font) to the characters the document uses, at the weight wanted (the variable fonts are
// pinned to it), and embedded as TrueType: PDFs stay small and any mix of the four languages
// prints. A character no file covers falls back to the first face (it prints as a blank box).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

export type Weight = 400 | 700;

interface FaceFile {
  /** A name for the embedded font: `inter-latin`, `sc-37`. */
  id: string;
  ranges: [number, number][];
  path: (weight: Weight) => string;
  variable: boolean;
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** `U+0000-00ff,U+0131` → [[0, 255], [305, 305]]. */
export function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function facesOf(pkg: string, prefix: string, file: (subset: string, weight: Weight) => string, variable: boolean) {
  const dir = packageDir(pkg);
  const unicode = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(unicode).map(([subset, ranges]): FaceFile => ({
    id: `${prefix}-${subset.replace(/[[\]]/g, '')}`,
    ranges: parseRanges(ranges),
    path: (weight) => path.join(dir, 'files', file(subset.replace(/[[\]]/g, ''), weight)),
    variable,
  }));
}

let faces: FaceFile[] | undefined;

/** Every face file, in the order a character looks for its font. */
function allFaces(): FaceFile[] {
  faces ??= [
    ...facesOf('@fontsource-variable/inter', 'inter', (s) => `inter-${s}-wght-normal.woff2`, true),
    ...facesOf('@fontsource-variable/noto-sans-thai', 'thai', (s) => `noto-sans-thai-${s}-wght-normal.woff2`, true),
    ...facesOf('@fontsource/noto-sans-sc', 'sc', (s, w) => `noto-sans-sc-${s}-${w}-normal.woff2`, false),
  ];
  return faces;
}

const covers = (face: FaceFile, code: number) => face.ranges.some(([from, to]) => code >= from && code <= to);

/** The face a character prints with. */
function faceFor(code: number): FaceFile {
  const all = allFaces();
  return all.find((face) => covers(face, code)) ?? all[0]!;
}

/** Cuts text into runs of one face each (combining marks stay with their letter's face). */
export function runsOf(text: string): { face: string; text: string }[] {
  const runs: { face: string; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    // A space or a combining mark continues the run it is in, when that face has it.
    const keep =
      last &&
      (char === ' ' || /\p{M}/u.test(char)) &&
      covers(
        allFaces().find((f) => f.id === last.face)!,
        code,
      );
    const face = keep ? last.face : faceFor(code).id;
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** The embedded font's name for a face at a weight. */
export const fontName = (face: string, weight: Weight) => `${face}-${weight}`;

/** A font to register with the document: its name and TrueType bytes, subset to what it prints. */
export interface EmbeddedFont {
  name: string;
  bytes: Buffer;
}

/** The subset fonts that print `texts` (each with its weight). */
export async function fontsFor(texts: Iterable<{ text: string; weight: Weight }>): Promise<EmbeddedFont[]> {
  const used = new Map<string, { face: FaceFile; weight: Weight; chars: Set<string> }>();
  for (const { text, weight } of texts)
    for (const run of runsOf(text)) {
      const key = fontName(run.face, weight);
      const face = allFaces().find((f) => f.id === run.face)!;
      const entry = used.get(key) ?? { face, weight, chars: new Set<string>() };
      for (const char of run.text) entry.chars.add(char);
      used.set(key, entry);
    }
  return Promise.all(
    [...used].map(async ([name, { face, weight, chars }]) => ({
      name,
      bytes: await subsetFont(readFileSync(face.path(weight)), [...chars].join(''), {
        targetFormat: 'truetype',
        ...(face.variable ? { variationAxes: { wght: weight } } : {}),
      }),
    })),
  );
}
