// What the server answers for a page address, decided from the route table, the redirect list
// and the language rules: a file, a redirect, or a 404. Pure apart from `exists`, which asks the
// content service about slugs published after the build.

import {
  isLocale,
  localePath,
  parseAcceptLanguage,
  pickLocale,
  splitLocale,
  switchLocalePath,
  type Locale,
} from '../../src/i18n/locales';
import { findLegacyRedirect } from '../../src/routes/redirects';
import { buildPath, matchRoute, parsePageNumber, type AppRoute } from '../../src/routes/table';
import { canonicalSlug, isWordPressSlug } from '../../src/content/slug';

export type Resolution =
  | { kind: 'page'; locale: Locale; route: AppRoute; params: Record<string, string> }
  | { kind: 'redirect'; status: number; location: string; setLocale?: Locale }
  | { kind: 'not-found'; locale: Locale };

export interface ResolveInput {
  pathname: string;
  search: string;
  cookieLocale?: Locale;
  acceptLanguage?: string | null;
  rootRedirect?: { to: string; status: number };
}

/** The route of `rest`; none for a malformed escape (`%zz`), which decodes to no page. */
function safeMatch(rest: string): ReturnType<typeof matchRoute> {
  try {
    return matchRoute(rest);
  } catch {
    return undefined;
  }
}

export function resolvePage(input: ResolveInput): Resolution {
  const { pathname } = input;
  const query = new URLSearchParams(input.search);

  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { kind: 'redirect', status: 301, location: (pathname.slice(3) || '/') + input.search };
  }
  const { locale, rest } = splitLocale(pathname);

  const lang = query.get('lang');
  if (lang !== null) {
    if (!isLocale(lang)) return { kind: 'not-found', locale };
    query.delete('lang');
    const remaining = query.toString();
    return {
      kind: 'redirect',
      status: 302,
      location: switchLocalePath(pathname, lang) + (remaining ? `?${remaining}` : ''),
      setLocale: lang,
    };
  }

  if (pathname === '/') {
    if (input.rootRedirect)
      return { kind: 'redirect', status: input.rootRedirect.status, location: input.rootRedirect.to };
    const chosen = input.cookieLocale ?? pickLocale(parseAcceptLanguage(input.acceptLanguage));
    if (chosen && chosen !== 'en') return { kind: 'redirect', status: 302, location: localePath(chosen, '') };
  }

  // A trailing slash is the same page: send it to the one canonical address.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', status: 301, location: pathname.replace(/\/+$/, '') + input.search };
  }

  const legacy = findLegacyRedirect(rest);
  if (legacy) return { kind: 'redirect', status: 301, location: localePath(locale, legacy.to) + input.search };

  const match = safeMatch(rest);
  if (!match) return { kind: 'not-found', locale };
  if (match.route.kind === 'news-page' && parsePageNumber(match.params.page ?? '') === undefined) {
    return { kind: 'not-found', locale };
  }
  // One address per slug: decoded text encoded once, the standard way (lower-case hex from
  // WordPress, a link encoded twice or upper-case letters all lead to it).
  if (match.params.slug !== undefined) {
    const slug = canonicalSlug(match.params.slug);
    if (!isWordPressSlug(slug)) return { kind: 'not-found', locale };
    const canonical = buildPath(match.route, { slug });
    if (canonical !== rest)
      return { kind: 'redirect', status: 301, location: localePath(locale, canonical) + input.search };
    return { kind: 'page', locale, route: match.route, params: { slug } };
  }
  return { kind: 'page', locale, route: match.route, params: match.params };
}
