// The application's catalogues: the same keys and placeholders in en, th, ru and cn, translated
// rather than copied, and every message id the wizard's code names exists.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../../src/locales/forms/application.en.json';
import th from '../../../src/locales/forms/application.th.json';
import ru from '../../../src/locales/forms/application.ru.json';
import cn from '../../../src/locales/forms/application.cn.json';
import common from '../../../src/locales/forms/common.en.json';
import { meta } from '../../../src/wizards/application/meta';
import { optionGroups, optionLabel, type OptionGroup } from '../../../src/wizards/application/options';

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

describe('application catalogues', () => {
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

  it('has only form.application keys', () => {
    for (const id of Object.keys(english)) expect(id).toMatch(/^form\.application\.[\w.]+$/);
  });

  it('labels every option', () => {
    for (const [group, values] of Object.entries(optionGroups))
      for (const value of values)
        expect(english, `${group}.${value}`).toHaveProperty([optionLabel(group as OptionGroup, value)]);
  });

  it('names the wizard, its steps and every attachment', () => {
    const ids = [meta.title, ...meta.steps.map((s) => s.title), ...meta.attachments.map((a) => a.label)];
    if (meta.completion) ids.push(meta.completion.title, meta.completion.body);
    for (const id of ids) expect(english, id).toHaveProperty([id]);
  });

  it('has every message id the wizard names', () => {
    const dir = join(__dirname, '../../../src/wizards/application');
    for (const file of sourceFiles(dir)) {
      const source = readFileSync(file, 'utf8');
      for (const [id] of source.matchAll(/form\.(application|common)\.[\w.]*\w/g)) {
        const catalogue: Record<string, string> = id.startsWith('form.common.') ? common : english;
        // A prefix the code completes (`${P}.firstName`) only has to start some keys.
        const known = id in catalogue || Object.keys(catalogue).some((key) => key.startsWith(`${id}.`));
        expect(known, `${file}: ${id}`).toBe(true);
      }
    }
  });
});
