// The Latin core font (scripts/font-subsets.ts) stays what the script makes from the installed
// Inter, fonts.css gives it exactly its characters (declared after the whole Latin face, so it is
// tried first), and every Latin character of the site's own texts is in it: no page of ours makes
// a browser fetch the whole Latin face as well.

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreCharacters, coreFontPath, coreUnicodeRange, makeCoreFont } from '../../scripts/font-subsets';

const root = path.join(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'src/styles/fonts.css'), 'utf8');

/** The @font-face rules of fonts.css: their file and unicode-range, in order. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
  src: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
  range: (/unicode-range:([^;]+);/.exec(body)?.[1] ?? '').replace(/\s+/g, ' ').trim(),
}));

/** CSS unicode-range `range` as [first, last] code points. */
const parseRange = (range: string): [number, number][] =>
  range.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace('U+', '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

describe('the Latin core font', () => {
  it('is the file the script makes from the installed Inter', async () => {
    const made = await makeCoreFont();
    expect(readFileSync(coreFontPath).equals(made)).toBe(true);
    expect(made.length).toBeLessThan(32 * 1024);
  });

  it('has exactly its characters in fonts.css, tried before the whole Latin face', () => {
    const core = faces.findIndex((face) => face.src.endsWith('/inter-latin-core-wght-normal.woff2'));
    const whole = faces.findIndex((face) => face.src.endsWith('/inter-latin-wght-normal.woff2'));
    expect(core).toBeGreaterThan(whole);
    expect(whole).toBeGreaterThanOrEqual(0);
    expect(faces[core]?.range).toBe(coreUnicodeRange());
  });

  it("covers every Latin character of the site's texts (catalogues, pages)", () => {
    const whole = parseRange(faces.find((face) => face.src.endsWith('/inter-latin-wght-normal.woff2'))?.range ?? '');
    const inWhole = (code: number) => whole.some(([first, last]) => code >= first && code <= last);
    const core = new Set(coreCharacters());
    const texts = [
      ...filesUnder(path.join(root, 'src/locales'), /\.json$/),
      ...filesUnder(path.join(root, 'src/pages'), /\.tsx$/),
      ...filesUnder(path.join(root, 'content-seed'), /\.json$/),
    ];
    expect(texts.length).toBeGreaterThan(100);
    const missing = new Map<string, string>();
    for (const file of texts) {
      for (const char of readFileSync(file, 'utf8')) {
        const code = char.codePointAt(0) ?? 0;
        if (code >= 0x20 && inWhole(code) && !core.has(char)) missing.set(char, path.relative(root, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
