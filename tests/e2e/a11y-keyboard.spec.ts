// Accessibility beyond axe: the skip link is the first Tab stop and moves focus to the main
// content, focus is visible, each page has its landmarks once, and prefers-reduced-motion turns
// the page transition's animations off.

import { expect, test, type Page } from '@playwright/test';
import { localePath, locales } from './support';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

test('the skip link comes first, is visible when focused and moves focus to the main content', async ({ page }) => {
  await page.goto('/curriculum');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab stop is inside the main content, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('every locale has one banner, main menu, main and footer landmark', async ({ page }) => {
  for (const locale of locales) {
    for (const rest of ['', 'school-fees', 'contact-us']) {
      await page.goto(localePath(locale, rest));
      await hydrated(page);
      for (const role of ['banner', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(role), `${locale}/${rest} ${role}`).toHaveCount(1);
      }
      await expect(page.locator('header nav, [role="banner"] nav').first()).toBeVisible();
    }
  }
});

/** Plays a client-side navigation and reports the running animations of its view transition. */
async function transitionAnimations(page: Page): Promise<{ pseudo: string; duration: number }[]> {
  await page.goto('/curriculum');
  await hydrated(page);
  await page.evaluate(() => {
    const seen: { pseudo: string; duration: number }[] = [];
    (window as unknown as { __animations: typeof seen }).__animations = seen;
    const record = () => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        const pseudo = effect?.pseudoElement ?? '';
        if (!pseudo.startsWith('::view-transition')) continue;
        seen.push({ pseudo, duration: Number(effect?.getComputedTiming().duration ?? 0) });
      }
      if (seen.length < 50) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.getByRole('link', { name: /^Next: / }).click();
  await expect(page).toHaveURL(/\/early-years-and-foundation$/);
  await expect(page.locator('h1')).toHaveText('Early Years and Foundation');
  return page.evaluate(
    () => (window as unknown as { __animations: { pseudo: string; duration: number }[] }).__animations,
  );
}

test('the page transition animates by default and not with prefers-reduced-motion', async ({ page }) => {
  const moving = await transitionAnimations(page);
  expect(moving.some(({ pseudo, duration }) => pseudo.includes('(page)') && duration >= 100)).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await transitionAnimations(page);
  expect(still.filter(({ duration }) => duration > 1)).toEqual([]);
});
