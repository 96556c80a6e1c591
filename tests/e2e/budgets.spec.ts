// Budgets checked in the browser (service worker blocked, as on a first visit before it
// installs): the JavaScript each kind of page loads, that a content page loads no form code and
// exactly the code the module graph predicts (tests/build/budgets.test.ts), and how many
// requests a content page makes. Byte counts are the build's gzip files: the same build always
// gives the same figures. Speed itself is measured by `npm run bench`, not here.

import { expect, test } from '@playwright/test';
import {
  contentPageRequestBudget,
  expectedPageJs,
  formModule,
  jsBudgetKb,
  recordFirstLoad,
} from '../../bench/first-load';
import { chunkWith, readBuildStats } from '../../scripts/build-stats';
import { localePath, locales } from './support';

const KB = 1024;
const stats = readBuildStats(new URL('../..', import.meta.url).pathname);

const pages = [
  { kind: 'home', rest: '' },
  { kind: 'content', rest: 'curriculum' },
  { kind: 'news-list', rest: 'news-updates' },
  { kind: 'news-article', rest: 'news-updates/stem-education' },
  { kind: 'form', rest: 'application-form' },
  { kind: 'form', rest: 'bus-registration' },
  { kind: 'form', rest: 'contact-us' },
] as const;

for (const { kind, rest } of pages) {
  test(`/${rest} loads at most ${jsBudgetKb[kind]} KB of JavaScript before it is interactive`, async ({
    page,
    baseURL,
  }) => {
    const load = await recordFirstLoad(page, `${baseURL}/${rest}`, stats);
    expect(load.pageJs.length).toBeGreaterThan(3);
    expect(load.pageJsBytes / KB).toBeLessThanOrEqual(jsBudgetKb[kind]);
    const forms = load.pageModules.filter((m) => formModule.test(m));
    if (kind === 'form') expect(forms.length).toBeGreaterThan(0);
    else expect(forms).toEqual([]);
  });
}

for (const locale of locales) {
  test(`a content page in ${locale} loads the code the module graph predicts, in at most ${contentPageRequestBudget} requests`, async ({
    page,
    baseURL,
  }) => {
    const load = await recordFirstLoad(page, baseURL + localePath(locale, 'school-fees'), stats);
    expect(load.pageJs.sort()).toEqual(expectedPageJs(stats, { kind: 'content', id: 'school-fees', locale }).sort());
    // The header's menus and the service worker's bridge come after load.
    expect(load.afterLoadJs.length).toBeGreaterThan(0);
    const firstLoad = load.requests.filter((r) => !load.afterLoadJs.includes(r.path.slice(1)));
    expect(firstLoad.length, firstLoad.map((r) => r.path).join('\n')).toBeLessThanOrEqual(contentPageRequestBudget);
    // The stylesheet is in the page; a face is fetched only for a script the page shows.
    expect(firstLoad.filter((r) => r.type === 'stylesheet')).toEqual([]);
    const fonts = firstLoad.filter((r) => r.type === 'font').map((r) => r.path);
    expect(fonts.some((f) => f.includes('inter-latin-core-'))).toBe(true);
    expect(fonts.filter((f) => f.includes('inter-latin-wght-'))).toEqual([]);
    expect(fonts.some((f) => f.includes('-cyrillic-'))).toBe(locale === 'ru');
  });
}

test('a prerendered page paints before the code that hydrates it is even requested', async ({ page, baseURL }) => {
  const app = chunkWith(stats, 'src/entry-client.tsx').file;
  await recordFirstLoad(page, `${baseURL}/curriculum`, stats);
  const times = await page.evaluate((file) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const request = performance.getEntriesByType('resource').find((r) => r.name.endsWith(file))?.startTime;
    return { paint, request };
  }, app);
  expect(times.paint).toBeGreaterThan(0);
  expect(times.request).toBeGreaterThan(times.paint!);
});

test("ICU's data is loaded by the page's first script, before the app's code is requested", async ({
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
  const react = chunkWith(stats, 'node_modules/react-dom/client.js').file;
  await recordFirstLoad(page, `${baseURL}/ru/curriculum`, stats);
  const times = await page.evaluate((file) => {
    const request = performance.getEntriesByType('resource').find((r) => r.name.endsWith(file))?.startTime;
    return { intl: (window as { firstIntlCall?: number }).firstIntlCall, request };
  }, react);
  expect(times.intl).toBeGreaterThan(0);
  expect(times.request).toBeGreaterThan(times.intl!);
});
