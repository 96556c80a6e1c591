// The recovery link of safe copies in every engine (docs/safe-copy.md, docs/engines.md): a family
// starts an application, comes back to it, keeps a safe copy (the test server's own intake holds
// it), and the draft list says it is up to date; the site's storage is then emptied (the draft
// and the keys gone, as after Safari's purge: the browser's profile starts empty), and the
// recovery link brings the draft back with its answers, the key leaving the address bar.

import { expect, test } from './support/fixtures';
import { clickText, fieldId, storedRows, whenInteractive, whenMainShows } from './support/site';
import { waitFor, waitInPage } from './support/engine';

test('a draft comes back from its recovery link after the site storage is emptied', async ({ site }) => {
  let { page } = await site.open();
  await page.goto('/application-form');
  await whenInteractive(page);
  await clickText(page, 'button', 'Start a new application');
  const firstName = `#${fieldId('applicants.0.info.firstName')}`;
  await waitInPage(page, 'the first field', (selector) => document.querySelector(selector) !== null, firstName);
  await page.type(firstName, 'Anong');
  const draftId = await waitInPage(
    page,
    'the draft to be stored',
    () => /application-form\/([\w-]{36})/.exec(location.pathname)?.[1],
    undefined,
  );

  await waitFor(
    'the draft on the device',
    async () => (await storedRows(page, 'drafts')).some((row) => row.id === draftId) || undefined,
  );

  // Coming back to the draft from the list: the offer.
  await page.goto('/application-form');
  await whenInteractive(page);
  await clickText(page, 'a', 'Resume');
  await clickText(page, 'button', 'Keep a safe copy');
  const link = await waitInPage(
    page,
    'the recovery link',
    () => document.querySelector<HTMLInputElement>('.safe-copy__link-text')?.value || undefined,
    undefined,
  );
  expect(link).toMatch(/\/restore#[\w-]{43}$/);
  // The panel says when the server had everything; so does the draft list.
  await whenMainShows(page, 'Safe copy up to date', 30_000);
  await page.goto('/application-form');
  await whenMainShows(page, 'Safe copy up to date', 30_000);

  // Safari's purge (or a new phone): the browser again, with nothing of the site in it.
  await site.purgeSiteData();
  ({ page } = await site.open());
  await page.goto('/');
  expect(await storedRows(page, 'drafts')).toEqual([]);
  // The new worker settles first: WebKit reports a worker script cut off by a navigation as an error.
  await waitInPage(
    page,
    'the service worker',
    async () => Boolean((await navigator.serviceWorker.getRegistration())?.active),
    undefined,
    60_000,
  );

  // Errors from here on are the restore page's (a chunk cut off by the navigations above is not).
  const before = site.browser.errors().length;
  const address = new URL(link);
  await page.goto(`${address.pathname}${address.hash}`);
  await whenMainShows(page, '1 application restored.', 60_000);
  expect(new URL(await page.url()).hash).toBe('');
  const drafts = await storedRows(page, 'drafts');
  expect(drafts.map((row) => row.id)).toEqual([draftId]);
  expect(JSON.stringify(drafts[0]?.data)).toContain('"firstName":"Anong"');
  expect(site.browser.errors().slice(before)).toEqual([]);
});
