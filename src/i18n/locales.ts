// The four locales, their URL prefixes, Intl and WordPress codes (docs/decisions.md §2, docs/brief.md §7.2).
// Pure data and string helpers: shared by the page, the server, the prerender step and the tests.

export const locales = ['en', 'th', 'ru', 'cn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

interface LocaleInfo {
  /** URL prefix without slashes; '' for English. */
  prefix: string;
  /** BCP 47 tag for `<html lang>` and `hreflang`. */
  tag: string;
  /** Intl locale for dates and numbers (British English: the school is a British school). */
  intl: string;
  /** The code the school's WordPress expects in `lang=`. */
  wp: string;
  /** Open Graph locale. */
  og: string;
  /** The language's own name, for the switcher. */
  nativeName: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { prefix: '', tag: 'en', intl: 'en-GB', wp: 'en-EN', og: 'en_GB', nativeName: 'English' },
  th: { prefix: 'th', tag: 'th', intl: 'th-TH', wp: 'th-TH', og: 'th_TH', nativeName: 'ไทย' },
  ru: { prefix: 'ru', tag: 'ru', intl: 'ru-RU', wp: 'ru-RU', og: 'ru_RU', nativeName: 'Русский' },
  cn: { prefix: 'cn', tag: 'zh-CN', intl: 'zh-CN', wp: 'zh', og: 'zh_CN', nativeName: '简体中文' },
};

/** Name of the cookie that remembers the visitor's language choice. */
export const LOCALE_COOKIE = 'locale';
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Splits `/th/school-fees` into `{ locale: 'th', rest: 'school-fees' }`; no prefix means English. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const [first = '', ...tail] = trimmed.split('/');
  for (const locale of locales) {
    const { prefix } = localeInfo[locale];
    if (prefix && first === prefix) return { locale, rest: tail.join('/') };
  }
  return { locale: defaultLocale, rest: trimmed };
}

/** Builds the path of `rest` (no leading slash, '' for home) in `locale`. */
export function localePath(locale: Locale, rest: string): string {
  const clean = rest.replace(/^\/+/, '').replace(/\/+$/, '');
  const { prefix } = localeInfo[locale];
  if (!prefix) return `/${clean}`;
  return clean ? `/${prefix}/${clean}` : `/${prefix}`;
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, to: Locale): string {
  return localePath(to, splitLocale(pathname).rest);
}

/**
 * Picks a supported locale from an Accept-Language header or `navigator.languages`.
 * Chinese of any region maps to `cn` (Simplified is what the school publishes).
 */
export function pickLocale(languages: readonly string[]): Locale | undefined {
  for (const raw of languages) {
    const base = raw.trim().toLowerCase().split(/[-_]/)[0];
    if (base === 'zh') return 'cn';
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
