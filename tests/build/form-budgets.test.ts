// The script a form page needs before its first field takes typing, from the build's module graph
// (bench/form-budget.ts): at most the budget (100 KB brotli) for every form page in every language, and none of
// what comes after the family's first input (zod and the schemas, Dexie and the storage code, the
// outbox) nor what a form page never needs (React Router, Headless UI).
// tests/e2e/form-budgets.spec.ts checks that a browser fetches no more than this graph says.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formFirstFieldBudgetKb,
  formFirstFieldJs,
  formPages,
  heavyModules,
  totalBrotliBytes,
} from '../../bench/form-budget';
import { chunkWith, readBuildStats } from '../../scripts/build-stats';
import { locales } from '../../src/i18n/locales';

const root = path.join(import.meta.dirname, '../..');
const clientDir = path.join(root, 'dist/client');
const stats = readBuildStats(root);
const KB = 1024;

describe('a form page before its first field takes typing', () => {
  for (const page of formPages) {
    for (const locale of locales) {
      it(`${page.name} in ${locale}: at most ${formFirstFieldBudgetKb} KB brotli, nothing of later`, () => {
        const files = formFirstFieldJs(stats, page, locale);
        expect(totalBrotliBytes(clientDir, files) / KB).toBeLessThanOrEqual(formFirstFieldBudgetKb);
        expect(heavyModules(stats, files)).toEqual([]);
      });
    }
  }

  it('loads the first parts of the catalogues, not the whole', () => {
    const files = formFirstFieldJs(stats, formPages[0]!, 'th');
    const catalogues = files.flatMap((file) => stats[file]?.modules ?? []).filter((m) => m.startsWith('src/locales/'));
    expect(catalogues.sort()).toEqual([
      'src/locales/forms/application.th.json?part=first',
      'src/locales/forms/common.th.json?part=first',
      'src/locales/th.json?part=first',
    ]);
  });

  // scripts/chunking.ts: fewer files, fewer preload links to insert and modules to run as the form starts.
  it("finds a wizard's meta and first tab in one file, the application's first tab in one of its own", () => {
    for (const page of formPages) {
      const tab = page.shows.find((module) => module.startsWith('src/wizards/'))!;
      const [meta, first] = [chunkWith(stats, page.meta), chunkWith(stats, tab)];
      if (page.route === 'application-form') {
        expect(first.file).not.toBe(meta.file);
        expect(first.modules).toContain('src/wizards/application/steps/applicant-section.tsx');
      } else expect(first.file, page.name).toBe(meta.file);
    }
    const scholarship = chunkWith(stats, 'src/wizards/scholarship/steps/student.tsx').modules;
    expect(scholarship).toEqual(
      expect.arrayContaining(['src/wizards/scholarship/variants.ts', 'src/wizards/scholarship/options.ts']),
    );
  });
});
