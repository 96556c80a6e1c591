// Every content route has prose in every locale, and no page is a stub: at least 150 words of body
// text (Thai and Chinese counted as Intl.Segmenter words).

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes/table';
import { bodyText, countWords } from './render-body';

const MIN_WORDS = 150;
const contentRoutes = routes.filter((r) => r.kind === 'content');
const pagesDir = path.join(import.meta.dirname, '../../src/pages');

describe('page prose', () => {
  it('exists for every content route and only for routes of the table', () => {
    const folders = readdirSync(pagesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual(contentRoutes.map((r) => r.id).sort());
  });

  for (const route of contentRoutes) {
    for (const locale of locales) {
      it(`${route.id} in ${locale} has at least ${MIN_WORDS} words`, async () => {
        const text = await bodyText(route.id, locale);
        expect(countWords(text, locale)).toBeGreaterThanOrEqual(MIN_WORDS);
      });
    }
  }
});
