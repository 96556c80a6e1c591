// Shared helpers of the browser tests: the pages to visit, console-error capture, content samples.

import type { APIRequestContext, Page } from '@playwright/test';
import { localeInfo, localePath, locales, type Locale } from '../../src/i18n/locales';
import { staticRoutes } from '../../src/routes/table';

export { localePath, locales, localeInfo, type Locale };

/** Every route of the brief without parameters, under every locale prefix (not the offline fallback). */
export function staticPagePaths(): { locale: Locale; path: string; rest: string }[] {
  return locales.flatMap((locale) =>
    staticRoutes
      .filter((route) => !('hidden' in route))
      .map((route) => ({ locale, rest: route.path as string, path: localePath(locale, route.path) })),
  );
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The first item of a WordPress collection in the seeded content service. */
export async function firstSlug(
  request: APIRequestContext,
  type: 'posts' | 'school_galley',
  locale: Locale,
): Promise<string> {
  const response = await request.get(`/wp-json/wp/v2/${type}?lang=${localeInfo[locale].wp}&per_page=1`);
  const [item] = (await response.json()) as { slug: string }[];
  if (!item) throw new Error(`no ${type} in the seed for ${locale}`);
  return item.slug;
}
