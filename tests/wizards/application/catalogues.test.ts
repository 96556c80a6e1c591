// The application's catalogues: the same keys and placeholders in en, th, ru and cn, translated
// rather than copied, and every message id the wizard's code names exists.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itKeepsTranslations, sourceFiles } from '../../support/catalogue';
import en from '../../../src/locales/forms/application.en.json';
import th from '../../../src/locales/forms/application.th.json';
import ru from '../../../src/locales/forms/application.ru.json';
import cn from '../../../src/locales/forms/application.cn.json';
import common from '../../../src/locales/forms/common.en.json';
import { meta } from '../../../src/wizards/application/meta';
import { optionGroups, optionLabel, type OptionGroup } from '../../../src/wizards/application/options';

const others: Record<string, Record<string, string>> = { th, ru, cn };
const english = en as Record<string, string>;

describe('application catalogues', () => {
  itKeepsTranslations(english, others);

  it('has only form.application keys', () => {
    for (const id of Object.keys(english)) expect(id).toMatch(/^form\.application\.[\w.]+$/);
  });

  it('labels every option', () => {
    for (const [group, values] of Object.entries(optionGroups))
      for (const value of values)
        expect(english, `${group}.${value}`).toHaveProperty([optionLabel(group as OptionGroup, value)]);
  });

  it('names the wizard, its steps and every attachment', async () => {
    const attachments = (await meta.attachments?.()) ?? [];
    expect(attachments.length).toBeGreaterThan(0);
    const ids = [meta.title, ...meta.steps.map((s) => s.title), ...attachments.map((a) => a.label)];
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
