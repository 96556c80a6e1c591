// Every locale has every message of the English catalogue, with the same placeholders, and every
// message id the route table needs exists.

import { describe, expect, it } from 'vitest';
import { placeholders } from '../support/catalogue';
import en from '../../src/locales/en.json';
import th from '../../src/locales/th.json';
import ru from '../../src/locales/ru.json';
import cn from '../../src/locales/cn.json';
import { routes } from '../../src/routes/table';

const catalogues: Record<string, Record<string, string>> = { th, ru, cn };

describe('message catalogues', () => {
  for (const [locale, messages] of Object.entries(catalogues)) {
    it(`${locale} has every English key and no other`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${locale} keeps the placeholders of each English message`, () => {
      for (const [id, text] of Object.entries(en)) {
        const translated = messages[id];
        if (translated === undefined) continue;
        expect(placeholders(translated), `${locale} ${id}`).toEqual(placeholders(text));
      }
    });

    it(`${locale} is translated, not copied`, () => {
      const same = Object.entries(en).filter(
        ([id, text]) => messages[id] === text && /[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, '')),
      );
      expect(same.map(([id]) => id)).toEqual([]);
    });
  }

  it('has a title and a description for every route', () => {
    for (const route of routes) {
      expect(en, route.id).toHaveProperty(`page.${route.id}.title`);
      expect(en, route.id).toHaveProperty(`page.${route.id}.description`);
    }
  });
});
