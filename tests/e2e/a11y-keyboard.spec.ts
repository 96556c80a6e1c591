// Accessibility beyond axe: the skip link is the first Tab stop and moves focus to the main
// content, focus is visible, each page has its landmarks once, and prefers-reduced-motion turns
// the page transition's animations off.

import { expect, test, type Page } from '@playwright/test';
import { localePath, locales } from './support';

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
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

interface TransitionRun {
  /** 'ok' once the browser has set the transition up (not skipped nor timed out). */
  ready: string;
  animations: { pseudo: string; duration: number }[];
}

/** Follows the Next link (a plain navigation) and reports the new page's view transition and its animations. */
async function playTransition(page: Page): Promise<TransitionRun> {
  // Both pages once first, so they come from the cache and the transition is not cut short.
  await page.goto('/early-years-and-foundation');
  await page.addInitScript(() => {
    const run = { ready: 'not started', animations: [] as { pseudo: string; duration: number }[] };
    (window as unknown as { __run: typeof run }).__run = run;
    // A cross-document transition shows itself to the new page as `pagereveal` happens.
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
      if (!transition) return;
      run.ready = 'pending';
      transition.ready.then(
        () => (run.ready = 'ok'),
        () => (run.ready = 'failed'),
      );
      const record = () => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          const pseudo = effect?.pseudoElement ?? '';
          if (pseudo.startsWith('::view-transition')) {
            run.animations.push({ pseudo, duration: Number(effect?.getComputedTiming().duration ?? 0) });
          }
        }
        if (run.animations.length < 50) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
  });
  await page.goto('/curriculum');
  await hydrated(page);
  await page.getByRole('link', { name: /^Next: / }).click();
  await expect(page).toHaveURL(/\/early-years-and-foundation$/);
  await expect(page.locator('h1')).toHaveText('Early Years and Foundation');
  const run = () => page.evaluate(() => (window as unknown as { __run: TransitionRun }).__run);
  await expect.poll(async () => (await run()).ready).not.toMatch(/pending|not started/);
  return run();
}

test('the page transition animates by default and not with prefers-reduced-motion', async ({ page }) => {
  // A transition the loaded machine skipped proves nothing: each check needs one that ran.
  await expect(async () => {
    const moving = await playTransition(page);
    expect(moving.ready).toBe('ok');
    expect(moving.animations.some(({ pseudo, duration }) => pseudo.includes('(page)') && duration >= 100)).toBe(true);
  }).toPass({ timeout: 40_000 });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(async () => {
    const still = await playTransition(page);
    expect(still.ready).toBe('ok');
    expect(still.animations.filter(({ duration }) => duration > 1)).toEqual([]);
  }).toPass({ timeout: 40_000 });
});
