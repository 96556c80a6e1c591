// The languages of a page whose content comes from WordPress: where the same article, gallery
// item or news page is in each language, as WordPress says (content/wp-translations.ts). The head's
// hreflang alternates, the canonical address and the document's language menu all read it; a language without
// the page is sent to its list instead of to a guessed address.

import { siteOrigin } from '../config/site';
import type { HeadInput } from '../i18n/head';
import { defaultLocale, localeInfo, localePath, locales, type Locale } from '../i18n/locales';
import { buildPath, routeById, type RouteId } from '../routes/table';
import type { Translations } from '../content/wp-translations';
import type { WpEntry } from '../content/wp-schema';

export interface PageLanguages {
  /** The page's path under each locale's prefix, where it exists. */
  paths: Partial<Record<Locale, string>>;
  /** Where a language without the page sends the visitor (its list). */
  fallback: string;
  /** Set when WordPress has no languages: the one address of content served under every prefix. */
  canonical?: { locale: Locale; rest: string };
}

/** An article's or gallery item's languages from the slugs of its translations. */
export function itemLanguages(
  route: Extract<RouteId, 'news-article' | 'gallery-item'>,
  list: RouteId,
  entry: WpEntry,
  translations: Translations,
): PageLanguages {
  const path = (slug: string) => buildPath(routeById[route], { slug });
  const fallback = buildPath(routeById[list]);
  if (!entry.language.multilingual) {
    // Without a multilingual plugin every prefix shows the same item: one canonical address.
    const everywhere = Object.fromEntries(locales.map((locale) => [locale, path(entry.slug)]));
    return { paths: everywhere, fallback, canonical: { locale: defaultLocale, rest: path(entry.slug) } };
  }
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = translations[locale];
    if (slug !== undefined) paths[locale] = path(slug);
  }
  return { paths, fallback };
}

/**
 * The page's canonical address and hreflang alternates: the languages WordPress says it exists in
 * (none when it exists in one only), x-default the English one; the one address of content
 * WordPress has in no language.
 */
export function headLinks(languages: PageLanguages, locale: Locale): Pick<HeadInput, 'alternates' | 'canonical'> {
  const href = (l: Locale, rest: string) => siteOrigin + localePath(l, rest);
  if (languages.canonical) {
    return { canonical: href(languages.canonical.locale, languages.canonical.rest), alternates: [] };
  }
  const { paths } = languages;
  const available = locales.filter((l) => paths[l] !== undefined);
  const own = paths[locale];
  const alternates =
    available.length < 2
      ? []
      : [
          ...available.map((l) => ({ hreflang: localeInfo[l].tag, href: href(l, paths[l]!) })),
          ...(paths.en === undefined ? [] : [{ hreflang: 'x-default', href: href('en', paths.en) }]),
        ];
  return { alternates, ...(own === undefined ? {} : { canonical: href(locale, own) }) };
}

/** The languages in a page's loader data, when its loader gave them (the document's language menu). */
export function languagesOf(data: unknown): PageLanguages | undefined {
  if (typeof data !== 'object' || data === null || !('languages' in data)) return undefined;
  return (data as { languages?: PageLanguages }).languages;
}
