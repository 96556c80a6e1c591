// Privacy (docs/decisions.md §9, PDPA): with a tag manager and a pixel configured, nothing but the site
// itself is contacted before the visitor agrees; Accept loads both, Decline and Do Not Track or
// Global Privacy Control load nothing; the banner speaks every language, is reached with the
// keyboard and is axe clean. The server and the stubs are in privacy-support.ts; the
// Content-Security-Policy tests, on a server set up the same way, are in csp.spec.ts.

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { contactAppAnswers, fillFields } from './forms-support';
import { banner, catalogues, consentSettled, GTM_URL, usePrivacySite } from './privacy-support';
import { localePath } from './support';

const { en, th, ru, cn } = catalogues;
const site = usePrivacySite();

test('before consent, no request leaves for another origin and the banner asks on every page', async ({ page }) => {
  const seen = await site.watch(page);
  for (const rest of ['', 'curriculum', 'news-updates', 'school-fees']) {
    await page.goto(`${site.origin}${localePath('en', rest)}`);
    await consentSettled(page);
    await expect(banner(page)).toBeVisible();
  }
  await page.goto(`${site.origin}/th/search`);
  await consentSettled(page, 'th');
  await expect(banner(page, 'th')).toBeVisible();

  // A form with the robot check, sent to the school's intake server.
  await page.goto(`${site.origin}/contact-app`);
  await consentSettled(page);
  await fillFields(page, contactAppAnswers);
  await page.getByRole('group', { name: 'Robot check' }).getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you', exact: true })).toBeFocused();
  // A client-side navigation keeps the question open.
  await page.getByRole('contentinfo').getByRole('link', { name: en['page.school-fees.title'] }).click();
  await expect(page).toHaveURL(/\/school-fees$/);
  await consentSettled(page);
  await expect(banner(page)).toBeVisible();

  expect(seen.requests.some((url) => url.startsWith(`${site.origin}/app-config.json`))).toBe(true);
  expect(seen.thirdParty()).toEqual([]);
  expect(seen.analytics()).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('Accept loads the tag manager and the pixel, on every page after; Cookie settings withdraws', async ({ page }) => {
  test.slow(); // many pages, on a machine shared with other builds
  const seen = await site.watch(page);
  await page.goto(`${site.origin}/`);
  await consentSettled(page);
  const region = banner(page);
  await expect(region.getByRole('link', { name: en['consent.policyLink'] })).toHaveAttribute('href', '/privacy-policy');
  await region.getByRole('button', { name: en['consent.accept'] }).click();
  await expect(region).toBeHidden();

  // Both scripts are fetched and run after the click: give a machine shared with other builds time.
  const loaded = { timeout: 15_000 };
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns), loaded).toBe(1);
  await expect.poll(() => page.evaluate(() => (window as { __pixelRuns?: number }).__pixelRuns), loaded).toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer[0]?.event),
  ).toBe('gtm.js');
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('ccis-consent') ?? 'null'));
  expect(record).toMatchObject({ analytics: 'granted', version: 1 });
  expect(Date.now() - Date.parse(record.decidedAt)).toBeLessThan(60_000);

  // The next page loads them again without asking; Google was the only other origin contacted.
  await page.goto(`${site.origin}/ru/curriculum`);
  await consentSettled(page, 'ru');
  await expect.poll(() => page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBe(1);
  await expect(banner(page, 'ru')).toBeHidden();
  expect(seen.analytics().filter((url) => url.startsWith(GTM_URL))).toHaveLength(2);
  expect(seen.thirdParty().every((url) => url.startsWith(GTM_URL))).toBe(true);

  // Withdrawing: the settings say what was chosen; Decline reloads the page without analytics.
  const settings = page.getByRole('button', { name: ru['footer.cookieSettings'] });
  await settings.click();
  await expect(banner(page, 'ru')).toBeFocused();
  await expect(banner(page, 'ru')).toContainText(ru['consent.currentGranted']);
  await page.evaluate(() => (document.cookie = '_ga=GA1.1.123.456; path=/'));
  const reloaded = page.waitForEvent('load');
  await banner(page, 'ru').getByRole('button', { name: ru['consent.decline'] }).click();
  await reloaded;
  await consentSettled(page, 'ru');
  expect(await page.evaluate(() => (window as { __gtmRuns?: number }).__gtmRuns)).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('_ga=');
  await expect(banner(page, 'ru')).toBeHidden();
  expect(seen.analytics().filter((url) => url.startsWith(GTM_URL))).toHaveLength(2);
});

test('Decline: nothing loads, not after a reload nor on the next page', async ({ page }) => {
  const seen = await site.watch(page);
  await page.goto(`${site.origin}/cn/school-fees`);
  await consentSettled(page, 'cn');
  await banner(page, 'cn').getByRole('button', { name: cn['consent.decline'] }).click();
  await expect(banner(page, 'cn')).toBeHidden();
  await page.reload();
  await consentSettled(page, 'cn');
  await expect(banner(page, 'cn')).toBeHidden();
  await page.goto(`${site.origin}/cn/faq`);
  await consentSettled(page, 'cn');
  await expect(banner(page, 'cn')).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ccis-consent') ?? 'null'))).toMatchObject({
    analytics: 'denied',
  });
  expect(seen.thirdParty()).toEqual([]);
  expect(seen.analytics()).toEqual([]);
});

const signals = {
  'Do Not Track': () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  'Global Privacy Control': () =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
};

for (const [name, turnOn] of Object.entries(signals)) {
  test(`${name}: nothing loads, even with an earlier Accept, and the banner does not ask`, async ({ page }) => {
    const seen = await site.watch(page);
    await page.addInitScript(turnOn);
    await page.goto(`${site.origin}/th`);
    await consentSettled(page, 'th');
    await expect(banner(page, 'th')).toBeHidden();

    // Even a choice made before the signal was turned on does not load anything.
    await page.evaluate(() =>
      localStorage.setItem(
        'ccis-consent',
        JSON.stringify({ analytics: 'granted', decidedAt: new Date().toISOString(), version: 1 }),
      ),
    );
    await page.goto(`${site.origin}/th/curriculum`);
    await consentSettled(page, 'th');
    await page.getByRole('button', { name: th['footer.cookieSettings'] }).click();
    const region = banner(page, 'th');
    await expect(region).toContainText(th['consent.refusedByBrowser']);
    await expect(region.getByRole('button', { name: th['consent.accept'] })).toHaveCount(0);
    await region.getByRole('button', { name: th['consent.close'] }).click();
    await expect(region).toBeHidden();
    await expect(page.getByRole('button', { name: th['footer.cookieSettings'] })).toBeFocused();

    expect(seen.thirdParty()).toEqual([]);
    expect(seen.analytics()).toEqual([]);
  });
}

for (const locale of ['en', 'th', 'ru', 'cn'] as const) {
  test(`the banner speaks ${locale}, is axe clean while open, and the policy explains it`, async ({ page }) => {
    const t = catalogues[locale];
    await page.goto(`${site.origin}${localePath(locale, '')}`);
    await consentSettled(page, locale);
    const region = banner(page, locale);
    await expect(region.getByRole('heading', { name: t['consent.title'] })).toBeVisible();
    await expect(region).toContainText(t['consent.text']);
    await expect(region.getByRole('button', { name: t['consent.accept'] })).toBeVisible();
    await expect(region.getByRole('button', { name: t['consent.decline'] })).toBeVisible();
    await expect(region.getByRole('link', { name: t['consent.policyLink'] })).toHaveAttribute(
      'href',
      localePath(locale, 'privacy-policy'),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The privacy policy names the banner's choice and the footer's way back.
    await region.getByRole('link', { name: t['consent.policyLink'] }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, 'privacy-policy')}$`));
    const main = page.getByRole('main');
    await expect(main).toContainText(t['consent.accept']);
    await expect(main).toContainText(t['footer.cookieSettings']);
    await expect(main).toContainText('Global Privacy Control');
  });
}

test('the banner is reached with the keyboard right after the skip link', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  await consentSettled(page);
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en['nav.skipToContent'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: en['consent.policyLink'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: en['consent.accept'] })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  // Focus is not lost with the banner: it goes on to the main content.
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ccis-consent') ?? 'null'))).toMatchObject({
    analytics: 'denied',
  });
});
