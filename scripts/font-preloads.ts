// Font preloads for prerendered pages: the faces a page's first paint uses (variable fonts: one
// file per script carries body 400, buttons and menus 600, headings 700). Text first set in a
// fallback font and then in the web font reflows whole paragraphs: Lighthouse measured CLS up to
// 0.35 on /th pages and 0.17 on English ones, depending on whether the font won the race with the
// first paint. Preloaded, it does.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../src/i18n/locales';

// The Latin core (scripts/font-subsets.ts), not the whole Latin face kept for rarer characters.
const latin = /^inter-latin-core-wght-normal-[\w-]+\.woff2$/;
const preloaded: Record<Locale, RegExp[]> = {
  en: [latin],
  cn: [latin],
  ru: [latin, /^inter-cyrillic-wght-normal-[\w-]+\.woff2$/],
  // Thai text, with Latin in the brand's name, the dates and the figures.
  th: [/^noto-sans-thai-thai-wght-normal-[\w-]+\.woff2$/, latin],
};

/** The `<link rel="preload">` tags for each locale's fonts in this build. */
export async function fontPreloads(distDir: string): Promise<Record<Locale, string>> {
  const files = await readdir(path.join(distDir, 'assets'));
  const tags = (locale: Locale) =>
    files
      .filter((file) => preloaded[locale].some((pattern) => pattern.test(file)))
      .sort()
      .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
      .join('\n');
  return { en: tags('en'), th: tags('th'), ru: tags('ru'), cn: tags('cn') };
}
