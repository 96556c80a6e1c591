// The Content-Security-Policy (docs/privacy.md) holds on every kind of page with analytics on,
// consent given, search used and the robot check sent: no securitypolicyviolation event in the page
// and no report at the server's POST /csp-report; a control test shows a violation is caught by
// both. The server with analytics on and the stubs are in privacy-support.ts.

import { expect, test } from '@playwright/test';
import {
  banner,
  catalogues,
  consentSettled,
  cspViolations,
  GTM_URL,
  hydrated,
  usePrivacySite,
} from './privacy-support';
import { firstSlug } from './support';

const { en } = catalogues;
const site = usePrivacySite();

test('the Content-Security-Policy holds on every kind of page, with analytics on and the robot check', async ({
  page,
  request,
}) => {
  test.slow(); // many pages, on a machine shared with other builds
  const seen = await site.watch(page);
  // The suite's server serves the same seeded content.
  const article = await firstSlug(request, 'posts', 'en');
  const gallery = await firstSlug(request, 'school_galley', 'en');
  await page.goto(`${site.origin}/`);
  await consentSettled(page);
  await banner(page).getByRole('button', { name: en['consent.accept'] }).click();
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBe(1);

  const pages = [
    '/',
    '/th/curriculum',
    '/ru/school-fees',
    '/cn/faq',
    '/news-updates',
    '/news-updates/page/2',
    `/news-updates/${article}`,
    '/school-gallery',
    `/school-gallery/${gallery}`,
    '/search',
    '/application-form',
    '/bus-registration',
    '/no-such-page',
  ];
  const violations: string[] = [];
  for (const address of pages) {
    await page.goto(`${site.origin}${address}`);
    await hydrated(page);
    // The tag manager loads after the page's load event, on every kind of page.
    await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
    violations.push(...(await cspViolations(page)).map((v) => `${address}: ${v}`));
  }
  await page.goto(`${site.origin}/search`);
  await hydrated(page);
  await page.getByLabel('Search the website').fill('visa');
  await expect(page.getByRole('main').getByRole('link', { name: /visa/i }).first()).toBeVisible();
  violations.push(...(await cspViolations(page)).map((v) => `search: ${v}`));

  await page.goto(`${site.origin}/contact-app`);
  await hydrated(page);
  await page.getByRole('group', { name: 'Robot check' }).getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.error-summary')).toBeFocused();
  violations.push(...(await cspViolations(page)).map((v) => `contact-app: ${v}`));

  expect(violations).toEqual([]);
  // The report the control test below provokes (same server) is the only one allowed.
  expect(site.serverReports.filter((report) => !report.blocked.startsWith('https://tracker.example'))).toEqual([]);
  expect(seen.analytics().filter((url) => url.startsWith(GTM_URL)).length).toBeGreaterThan(pages.length);
});

test('a CSP violation is caught, in the page and by the server (the check above can fail)', async ({ page }) => {
  await site.watch(page);
  await page.goto(`${site.origin}/faq`);
  await hydrated(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://tracker.example/pixel.gif';
    document.body.append(image);
  });
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^img-src https:\/\/tracker\.example/)]);
  // The browser reports it to the server too.
  await expect
    .poll(() => site.serverReports.find((report) => report.blocked.startsWith('https://tracker.example')))
    .toMatchObject({ directive: 'img-src', documentUrl: `${site.origin}/faq` });
});
