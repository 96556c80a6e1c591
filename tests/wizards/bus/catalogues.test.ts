// The bus registration's catalogues: the same keys and placeholders in en, th, ru and cn,
// translated rather than copied, and every message id the wizard's code names exists.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../../src/locales/forms/bus.en.json';
import th from '../../../src/locales/forms/bus.th.json';
import ru from '../../../src/locales/forms/bus.ru.json';
import cn from '../../../src/locales/forms/bus.cn.json';
import common from '../../../src/locales/forms/common.en.json';
import { busYears, optionLabel } from '../../../src/wizards/bus/options';

const others: Record<string, Record<string, string>> = { th, ru, cn };
const english = en as Record<string, string>;

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) into.add(el.value);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('bus catalogues', () => {
  for (const [locale, messages] of Object.entries(others)) {
    it(`${locale} has every English key and no other`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${locale} keeps the placeholders and is translated`, () => {
      for (const [id, text] of Object.entries(english)) {
        expect([...argumentsOf(parse(messages[id] ?? ''))].sort(), `${locale} ${id}`).toEqual(
          [...argumentsOf(parse(text))].sort(),
        );
        if (/[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, ''))) expect(messages[id], `${locale} ${id}`).not.toBe(text);
      }
    });
  }

  it('writes Thai in Thai script, Russian in Cyrillic and Chinese in Simplified characters', () => {
    expect(th['form.bus.address.province']).toBe('จังหวัด');
    expect(ru['form.bus.address.postalCode']).toBe('Почтовый индекс');
    expect(cn['form.bus.title']).toBe('校车登记');
  });

  it('has only form.bus keys and labels every year group', () => {
    for (const id of Object.keys(english)) expect(id).toMatch(/^form\.bus\.[\w.]+$/);
    for (const year of busYears) expect(english).toHaveProperty([optionLabel('year', year)]);
  });

  it('has every message id the wizard names, its own or the framework’s', () => {
    const dir = join(__dirname, '../../../src/wizards/bus');
    for (const file of sourceFiles(dir)) {
      const source = readFileSync(file, 'utf8');
      for (const [id] of source.matchAll(/form\.bus\.[\w.]+\w/g)) {
        if (id.endsWith('.option')) continue;
        expect(english, `${file}: ${id}`).toHaveProperty([id]);
      }
      for (const [id] of source.matchAll(/form\.common\.[\w.]+\w/g))
        expect(common, `${file}: ${id}`).toHaveProperty([id]);
    }
  });
});
