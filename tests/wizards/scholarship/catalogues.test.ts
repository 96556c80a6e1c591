// The scholarship applications's catalogues: the same keys and placeholders in en, th, ru and cn,
// translated rather than copied, and every message id the wizard's code names exists.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itKeepsTranslations, sourceFiles } from '../../support/catalogue';
import en from '../../../src/locales/forms/scholarship.en.json';
import th from '../../../src/locales/forms/scholarship.th.json';
import ru from '../../../src/locales/forms/scholarship.ru.json';
import cn from '../../../src/locales/forms/scholarship.cn.json';
import common from '../../../src/locales/forms/common.en.json';
import { optionLabel, scholarshipYearGroups, yearsByGroup } from '../../../src/wizards/scholarship/options';

const others: Record<string, Record<string, string>> = { th, ru, cn };
const english = en as Record<string, string>;

describe('scholarship catalogues', () => {
  itKeepsTranslations(english, others);

  it('writes Thai in Thai script, Russian in Cyrillic and Chinese in Simplified characters', () => {
    expect(th['form.scholarship.titleExternal']).toBe('สมัครทุนการศึกษาสำหรับนักเรียนใหม่');
    expect(ru['form.scholarship.option.applicantType.current']).toBe('Ученик школы');
    expect(cn['form.scholarship.titleInternal']).toBe('在校生奖学金申请');
  });

  it('has only form.scholarship keys and labels every choice', () => {
    for (const id of Object.keys(english)) expect(id).toMatch(/^form\.scholarship\.[\w.]+$/);
    for (const group of scholarshipYearGroups) {
      expect(english).toHaveProperty([optionLabel('yearGroup', group)]);
      for (const year of yearsByGroup[group] ?? []) expect(english).toHaveProperty([optionLabel('year', year)]);
    }
    for (const type of ['current', 'new']) expect(english).toHaveProperty([optionLabel('applicantType', type)]);
  });

  it('has every message id the wizards name, their own or the framework’s', () => {
    const dirs = ['scholarship'].map((w) => join(__dirname, '../../../src/wizards', w));
    for (const file of dirs.flatMap(sourceFiles)) {
      const source = readFileSync(file, 'utf8');
      for (const [id] of source.matchAll(/form\.scholarship\.[\w.]+\w/g)) {
        if (id.endsWith('.option')) continue;
        expect(english, `${file}: ${id}`).toHaveProperty([id]);
      }
      for (const [id] of source.matchAll(/form\.common\.[\w.]+\w/g))
        expect(common, `${file}: ${id}`).toHaveProperty([id]);
    }
  });
});
