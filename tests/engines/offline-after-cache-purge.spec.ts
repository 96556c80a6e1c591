// A page seen once opens offline even after the
// browser's HTTP cache is gone (iOS purges it under storage pressure; a family may clear it).
// Only the HTTP cache is deleted: the service worker, its caches and IndexedDB stay. Everything
// the page loads, however late, must then come from the worker's caches: the page keeps its
// text, becomes interactive (header menus, form fields) and shows no error page.

import { expect, test } from './support/fixtures';
import { fieldId, mainText, shown, whenOfflineReady } from './support/site';
import { waitInPage, type EnginePage } from './support/engine';

const ERROR_PAGE = /An error occurred|Произошла ошибка/;

/** Hydrated, or the heading the page shows instead (an error page), whichever comes first. */
async function outcome(page: EnginePage): Promise<string> {
  return waitInPage(
    page,
    'the page to hydrate or fail',
    (source) => {
      if (document.documentElement.dataset.ready === 'true') return 'hydrated';
      const text = document.body.textContent ?? '';
      return new RegExp(source).test(text) ? `error page: ${document.querySelector('h1')?.textContent}` : undefined;
    },
    ERROR_PAGE.source,
    30_000,
  );
}

test('a form page seen once works offline after the HTTP cache is purged', async ({ site }) => {
  let { page } = await site.open();
  await page.goto('/ru');
  await whenOfflineReady(page, 'ru');
  await site.purgeHttpCache();
  await site.link.down();

  ({ page } = await site.open());
  await page.goto('/ru/contact-us');
  const before = await shown(page);
  expect(before.lang).toBe('ru');
  expect(await outcome(page)).toBe('hydrated');
  // The form's fields are there and take what the family types.
  await page.type(`#${fieldId('fullName')}`, 'Ольга');
  const typed = await waitInPage(
    page,
    'the typed name',
    (id) => (document.getElementById(id) as HTMLInputElement | null)?.value,
    fieldId('fullName'),
  );
  expect(typed).toBe('Ольга');
  expect((await shown(page)).h1).toBe(before.h1);
  expect(await mainText(page)).not.toMatch(ERROR_PAGE);
});

test('a content page seen once hydrates offline after the HTTP cache is purged', async ({ site }) => {
  let { page } = await site.open();
  await page.goto('/ru/curriculum');
  await whenOfflineReady(page, 'ru');
  await site.purgeHttpCache();
  await site.link.down();

  ({ page } = await site.open());
  await page.goto('/ru/school-fees');
  const before = await shown(page);
  expect(await outcome(page)).toBe('hydrated');
  expect((await shown(page)).h1).toBe(before.h1);
  expect(await mainText(page)).not.toMatch(ERROR_PAGE);
  // Its links still lead somewhere readable.
  await page.click('main a[href="/ru/visa-information"], footer a[href="/ru/visa-information"]');
  await waitInPage(page, 'the visa page', () => location.pathname === '/ru/visa-information', undefined);
  expect((await shown(page)).h1).toMatch(/Информация о визах/);
});
