// Budgets checked in the browser (service worker blocked, as on a first visit before it
// installs): a document page loads at most 15 KB of JavaScript before its load event and 40 KB in
// all, exactly the code the module graph predicts and no React or form code; how many requests a
// document page makes before its load event; a form page's app after its first paint (its
// budget: ./form-budgets.spec.ts). Byte counts are the build's gzip files: the same build always
// gives the same figures. Speed itself is measured by `npm run bench`, not here.

import { expect, test } from '@playwright/test';
import {
  documentPageJs,
  documentRequestBudget,
  formModule,
  jsBudgetKb,
  reactModule,
  recordFirstLoad,
} from '../../bench/first-load';
import { readBuildStats } from '../../scripts/build-stats';
import { localePath, locales } from './support';

const KB = 1024;
const stats = readBuildStats(new URL('../..', import.meta.url).pathname);
const graph = documentPageJs(stats);

const documents = ['', 'curriculum', 'news-updates', 'news-updates/stem-education', 'school-gallery'];

for (const locale of locales) {
  for (const rest of documents) {
    const url = localePath(locale, rest);
    test(`${url} loads at most ${jsBudgetKb.documentBeforeLoad} KB of JavaScript before its load event and ${jsBudgetKb.documentEver} KB in all`, async ({
      page,
      baseURL,
    }) => {
      const load = await recordFirstLoad(page, baseURL + url, stats);
      expect(load.beforeLoadJsBytes / KB).toBeLessThanOrEqual(jsBudgetKb.documentBeforeLoad);
      expect(load.allJsBytes / KB).toBeLessThanOrEqual(jsBudgetKb.documentEver);
      // What the module graph predicts, and nothing of React or the forms.
      expect(load.beforeLoadJs.sort()).toEqual([...graph.beforeLoad].sort());
      expect(load.allJs.every((file) => graph.ever.includes(file))).toBe(true);
      expect(load.modules.filter((m) => reactModule.test(m) || formModule.test(m))).toEqual([]);
    });
  }
}

for (const locale of locales) {
  test(`a document page in ${locale} makes at most ${documentRequestBudget} requests before its load event`, async ({
    page,
    baseURL,
  }) => {
    const load = await recordFirstLoad(page, baseURL + localePath(locale, 'school-fees'), stats);
    const beforeLoad = load.requests.slice(
      0,
      load.requests.findIndex(
        (r) => load.allJs.includes(r.path.slice(1)) && !load.beforeLoadJs.includes(r.path.slice(1)),
      ),
    );
    expect(beforeLoad.length, beforeLoad.map((r) => r.path).join('\n')).toBeLessThanOrEqual(documentRequestBudget);
    // The stylesheet is in the page; a face is fetched only for a script the page shows.
    expect(load.requests.filter((r) => r.type === 'stylesheet')).toEqual([]);
    const fonts = load.requests.filter((r) => r.type === 'font').map((r) => r.path);
    expect(fonts.some((f) => f.includes('inter-latin-core-'))).toBe(true);
    expect(fonts.filter((f) => f.includes('inter-latin-wght-'))).toEqual([]);
    expect(fonts.some((f) => f.includes('-cyrillic-'))).toBe(locale === 'ru');
  });
}

test("on a form page, ICU's data is loaded by the page's first script, before the app's code is requested", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const original = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
    Intl.NumberFormat.supportedLocalesOf = (...args: Parameters<typeof original>) => {
      (window as { firstIntlCall?: number }).firstIntlCall ??= performance.now();
      return original(...args);
    };
  });
  await recordFirstLoad(page, `${baseURL}/ru/contact-us`, stats);
  const times = await page.evaluate(() => {
    const request = performance
      .getEntriesByType('resource')
      .find((r) => /\/assets\/react-[\w-]+\.js$/.test(r.name))?.startTime;
    return { intl: (window as { firstIntlCall?: number }).firstIntlCall, request };
  });
  expect(times.intl).toBeGreaterThan(0);
  expect(times.request).toBeGreaterThan(times.intl!);
});

test('a form page paints before the code that hydrates it is even requested', async ({ page, baseURL }) => {
  await recordFirstLoad(page, `${baseURL}/contact-us`, stats);
  const times = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const request = performance
      .getEntriesByType('resource')
      .find((r) => /\/assets\/form-[\w-]+\.js$/.test(r.name))?.startTime;
    return { paint, request };
  });
  expect(times.paint).toBeGreaterThan(0);
  expect(times.request).toBeGreaterThan(times.paint!);
});
