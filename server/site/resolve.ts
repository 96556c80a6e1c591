// What the server answers for a page address, decided from the route table, the redirect list
// and the language rules: a file, a redirect, or a 404. Pure apart from `exists`, which asks the
// content service about slugs published after the build. Every redirect's location goes through
// `sameSitePath`, so no address can make the site send a visitor to another host.

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

/** Characters a Location may not carry as they are: controls, spaces, non-ASCII, and the backslash. */
const UNSAFE_CHARACTER = /[^\x21-\x7e]|\\/gu;

function percentEncode(character: string): string {
  try {
    return encodeURIComponent(character);
  } catch {
    return '%EF%BF%BD';
  }
}

/**
 * `location` as a path on this site that no browser reads as another host: one leading slash
 * (`//evil.example` is protocol-relative), no backslash (browsers read `/\evil.example` as
 * `//evil.example`), no tab or line break (browsers drop them, joining what they separated).
 * Percent-escapes are left as they are: browsers do not decode `%2F` or `%5C` in a path.
 */
export function sameSitePath(location: string): string {
  const cut = location.search(/[?#]/);
  const path = cut < 0 ? location : location.slice(0, cut);
  const tail = cut < 0 ? '' : location.slice(cut);
  const encode = (text: string) => text.replace(UNSAFE_CHARACTER, percentEncode);
  return `/${encode(path).replace(/^\/+/, '')}${encode(tail)}`;
}

const redirect = (status: number, location: string, setLocale?: Locale): Resolution => ({
  kind: 'redirect',
  status,
  location: sameSitePath(location),
  ...(setLocale && { setLocale }),
});

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
    return redirect(301, (pathname.slice(3) || '/') + input.search);
  }
  const { locale, rest } = splitLocale(pathname);

  const lang = query.get('lang');
  if (lang !== null) {
    if (!isLocale(lang)) return { kind: 'not-found', locale };
    query.delete('lang');
    const remaining = query.toString();
    return redirect(302, switchLocalePath(pathname, lang) + (remaining ? `?${remaining}` : ''), lang);
  }

  if (pathname === '/') {
    if (input.rootRedirect) return redirect(input.rootRedirect.status, input.rootRedirect.to);
    const chosen = input.cookieLocale ?? pickLocale(parseAcceptLanguage(input.acceptLanguage));
    if (chosen && chosen !== 'en') return redirect(302, localePath(chosen, ''));
  }

  // A trailing slash is the same page: send it to the one canonical address.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return redirect(301, pathname.replace(/\/+$/, '') + input.search);
  }

  const legacy = findLegacyRedirect(rest);
  if (legacy) return redirect(301, localePath(locale, legacy.to) + input.search);

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
    if (canonical !== rest) return redirect(301, localePath(locale, canonical) + input.search);
    return { kind: 'page', locale, route: match.route, params: { slug } };
  }
  return { kind: 'page', locale, route: match.route, params: match.params };
}
