// Answers page addresses with the right status: 200, 301/302 (language rules, legacy paths,
// canonical slugs), 404 (unknown routes, bad page numbers, unknown slugs), 503 while WordPress
// fails and nothing else can be shown. Pages with WordPress content are rendered on request
// (fresh-content.ts); the others are the build's prerendered files.

import path from 'node:path';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  isLocale,
  localeInfo,
  localePath,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
} from '../../src/i18n/locales';
import { buildPath, isAppRoute, isDynamic, parsePageNumber, type AppRoute } from '../../src/routes/table';
import type { WpClient } from '../../src/content/wp-client';
import { resolvePage, sameSitePath } from './resolve';
import { fileExists, safeJoin, serveFile } from './static-files';
import { FRESH_KINDS, freshPage, type FreshContent } from './fresh-content';
import { translatedLocation } from './language-switch';

export interface PagesOptions {
  distDir: string;
  content: WpClient;
  rootRedirect?: { to: string; status: number };
  /** Request-time rendering of WordPress content; without it, only what the build prerendered. */
  fresh?: FreshContent;
}

/** Where the prerendered file of a page lives: /th/school-fees -> th/school-fees/index.html. */
function pageFile(distDir: string, locale: Locale, rest: string): string {
  const prefix = localeInfo[locale].prefix;
  return path.join(distDir, prefix, rest, 'index.html');
}

const errorFile = (distDir: string, status: 404 | 500, locale: Locale) =>
  path.join(distDir, '_errors', `${status}-${locale}.html`);

/** Is a dynamic item (published after the build, perhaps) really there? */
async function dynamicExists(
  content: WpClient,
  locale: Locale,
  route: AppRoute,
  params: Record<string, string>,
): Promise<boolean> {
  switch (route.kind) {
    case 'news-article':
      return (await content.postBySlug(params.slug ?? '', locale)) !== undefined;
    case 'gallery-item':
      return (await content.galleryBySlug(params.slug ?? '', locale)) !== undefined;
    case 'news-page': {
      const page = parsePageNumber(params.page ?? '') ?? 0;
      const { totalPages } = await content.listPosts(locale, { perPage: 9 });
      return page >= 1 && page <= totalPages;
    }
    default:
      return true;
  }
}

export function pagesHandler(options: PagesOptions) {
  const { distDir } = options;

  const html = async (c: Context, file: string, status: 200 | 404 | 503, urlPath: string) => {
    const response =
      (await serveFile(file, {
        status,
        urlPath,
        method: c.req.method,
        acceptEncoding: c.req.header('accept-encoding'),
        ifNoneMatch: c.req.header('if-none-match'),
      })) ?? c.text(status === 404 ? 'Sorry, page not found!' : 'An error occurred', status);
    // The content service failed: a passing state, worth coming back for.
    if (status === 503) response.headers.set('Retry-After', '30');
    return response;
  };

  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const cookie = getCookie(c, LOCALE_COOKIE);
    const decision = resolvePage({
      pathname: url.pathname,
      search: url.search,
      cookieLocale: isLocale(cookie) ? cookie : undefined,
      acceptLanguage: c.req.header('accept-language'),
      rootRedirect: options.rootRedirect,
    });

    if (decision.kind === 'redirect') {
      if (decision.setLocale) {
        setCookie(c, LOCALE_COOKIE, decision.setLocale, {
          path: '/',
          maxAge: LOCALE_COOKIE_MAX_AGE,
          sameSite: 'Lax',
          secure: url.protocol === 'https:',
        });
      }
      c.header('Cache-Control', 'no-cache');
      // ?lang= on an article or gallery item: its translation, as WordPress names it.
      const location =
        decision.setLocale && options.fresh
          ? await translatedLocation(options.content, url.pathname, decision.setLocale, decision.location)
          : decision.location;
      return c.redirect(sameSitePath(location), decision.status as 301);
    }
    if (decision.kind === 'not-found') return html(c, errorFile(distDir, 404, decision.locale), 404, url.pathname);

    const { locale, route, params } = decision;
    const rest = buildPath(route, params);
    const file = safeJoin(distDir, path.relative(distDir, pageFile(distDir, locale, rest)));
    if (options.fresh && FRESH_KINDS.has(route.kind)) {
      const response = await freshPage(c, options.fresh, locale, localePath(locale, rest), rest, file);
      return response ?? html(c, errorFile(distDir, 500, locale), 503, url.pathname);
    }
    if (file && (await fileExists(file))) return html(c, file, 200, url.pathname);
    if (!isDynamic(route)) return html(c, errorFile(distDir, 404, locale), 404, url.pathname);
    // A saved draft's own address (/application-form/<draft id>): the form's page, whose app
    // opens the draft from this device's storage.
    if (isAppRoute(route)) {
      const base = pageFile(distDir, locale, rest.split('/').slice(0, -1).join('/'));
      if (await fileExists(base)) return html(c, base, 200, url.pathname);
    }
    try {
      if (!(await dynamicExists(options.content, locale, route, params))) {
        return html(c, errorFile(distDir, 404, locale), 404, url.pathname);
      }
    } catch (error) {
      console.error('content service failed for', url.pathname, error);
      return html(c, errorFile(distDir, 500, locale), 503, url.pathname);
    }
    // Published after the build, or a draft on the device: the page renders in the browser.
    return html(c, path.join(distDir, 'shell.html'), 200, url.pathname);
  };
}
