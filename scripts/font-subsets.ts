// Inter's Latin core: the characters the site's own texts use, cut from fontsource's Latin face
// (variable, every weight) with HarfBuzz. English, Russian, Thai and Chinese pages all set their
// Latin letters, digits, spaces and punctuation in Inter, so this face is in every first paint:
// 30 KB where the whole Latin face (accented letters, rarer symbols) is 48 KB. src/styles/fonts.css
// keeps the whole face too, for any other Latin character (a name with an accent in a news post):
// a browser downloads it only for a page that shows one. Run with `npm run fonts`; the output is
// committed, and tests/build/font-subset.test.ts checks it matches this file.

import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { repoRoot } from './build-settings';

/** Code points of the core face, single or inclusive [first, last]. */
export const coreRanges: readonly (readonly [number, number?])[] = [
  [0x0020, 0x007e], // ASCII: letters, digits, punctuation
  [0x00a0], // no-break space (Russian numbers: 1 234 567)
  [0x00a9], // ©
  [0x00ab], // «
  [0x00b0], // °
  [0x00b7], // ·
  [0x00bb], // »
  [0x00d7], // ×
  [0x2009], // thin space
  [0x2010, 0x2011], // hyphen, no-break hyphen
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022], // •
  [0x2026], // …
  [0x202f], // narrow no-break space
  [0x2039, 0x203a], // ‹ ›
  [0x20ac], // €
  [0x2122], // ™
  [0x2212], // − (minus)
];

/** Every character of the core face. */
export function coreCharacters(): string {
  let text = '';
  for (const [first, last = first] of coreRanges) {
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The core's `unicode-range` as fonts.css writes it. */
export function coreUnicodeRange(): string {
  return coreRanges.map(([first, last]) => (last ? `U+${hex(first)}-${hex(last)}` : `U+${hex(first)}`)).join(', ');
}

export const coreFontPath = path.join(repoRoot, 'src/styles/fonts/inter-latin-core-wght-normal.woff2');

/** The core face, made from the installed fontsource Latin face. */
export async function makeCoreFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const whole = await readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
  return subsetFont(whole, coreCharacters(), { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeCoreFont();
  await writeFile(coreFontPath, font);
  console.log(`${path.relative(repoRoot, coreFontPath)}: ${font.length} bytes`);
}
