// Every locale has every message of the English catalogue, with the same placeholders, and every
// message id the route table needs exists.

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en.json';
import th from '../../src/locales/th.json';
import ru from '../../src/locales/ru.json';
import cn from '../../src/locales/cn.json';
import { routes } from '../../src/routes/table';

const catalogues: Record<string, Record<string, string>> = { th, ru, cn };

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe('message catalogues', () => {
  for (const [locale, messages] of Object.entries(catalogues)) {
    it(`${locale} has every English key and no other`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${locale} keeps the placeholders of each English message`, () => {
      for (const [id, text] of Object.entries(en)) {
        const translated = messages[id];
        if (translated === undefined) continue;
        expect([...argumentsOf(parse(translated))].sort(), `${locale} ${id}`).toEqual(
          [...argumentsOf(parse(text))].sort(),
        );
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
