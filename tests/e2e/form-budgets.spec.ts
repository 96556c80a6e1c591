// Each form page in the browser, on a first visit (no service worker yet), on a phone's screen:
// the scripts it fetches before its first field takes typing are those the build's module graph
// predicts (bench/form-budget.ts) and weigh at most the budget (101 KB brotli); the application's are counted
// up to the first field of a new application, behind "Start a new application".

import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formFirstFieldBudgetKb, formFirstFieldJs, formPages } from '../../bench/form-budget';
import { measureFirstField } from '../../bench/form-first-field';
import { readBuildStats } from '../../scripts/build-stats';
import { localePath, locales } from './support';

const root = path.join(import.meta.dirname, '../..');
const stats = readBuildStats(root);

for (const page of formPages) {
  for (const locale of locales) {
    const url = localePath(locale, page.path);
    test(`${url} fetches what the module graph says before its first field, at most ${formFirstFieldBudgetKb} KB`, async ({
      browser,
      baseURL,
    }) => {
      const visit = await measureFirstField(browser, root, `${baseURL}${url}`);
      const predicted = formFirstFieldJs(stats, page, locale);
      expect(visit.scripts.filter((file) => !predicted.includes(file))).toEqual([]);
      expect(visit.bytes / 1024).toBeLessThanOrEqual(formFirstFieldBudgetKb);
    });
  }
}
