// The bus registration's catalogues: the same keys and placeholders in en, th, ru and cn,
// translated rather than copied, and every message id the wizard's code names exists.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itKeepsTranslations, sourceFiles } from '../../support/catalogue';
import en from '../../../src/locales/forms/bus.en.json';
import th from '../../../src/locales/forms/bus.th.json';
import ru from '../../../src/locales/forms/bus.ru.json';
import cn from '../../../src/locales/forms/bus.cn.json';
import common from '../../../src/locales/forms/common.en.json';
import { busYears, optionLabel } from '../../../src/wizards/bus/options';

const others: Record<string, Record<string, string>> = { th, ru, cn };
const english = en as Record<string, string>;

describe('bus catalogues', () => {
  itKeepsTranslations(english, others);

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
