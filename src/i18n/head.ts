// What goes into <head> for a page: title, description, canonical, hreflang alternates and
// Open Graph. Pure, so the prerender step and the page compute exactly the same thing.

import { brand } from '../config/brand';
import { localeInfo, localePath, locales, type Locale } from './locales';

export interface HeadData {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string>;
  noindex: boolean;
}

export interface HeadInput {
  locale: Locale;
  /** Path under the locale prefix ('' for home). */
  rest: string;
  title: string;
  description: string;
  origin: string;
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /**
   * For a page from WordPress: its alternates where WordPress says the page exists in another
   * language (src/app/page-languages.ts), and its canonical address. Default: the same path in
   * every language, this one canonical.
   */
  alternates?: { hreflang: string; href: string }[];
  canonical?: string;
}

export function buildHead(input: HeadInput): HeadData {
  const { locale, rest, origin } = input;
  const href = (l: Locale) => origin + localePath(l, rest);
  const canonical = input.canonical ?? href(locale);
  const alternates = input.alternates ?? [
    ...locales.map((l) => ({ hreflang: localeInfo[l].tag, href: href(l) })),
    { hreflang: 'x-default', href: href('en') },
  ];
  const og: Record<string, string> = {
    'og:site_name': brand.name,
    'og:type': input.type ?? 'website',
    'og:title': input.title,
    'og:description': input.description,
    'og:url': canonical,
    'og:locale': localeInfo[locale].og,
    'og:image': input.image ?? `${origin}/icons/og-image.png`,
  };
  return {
    lang: localeInfo[locale].tag,
    title: input.title,
    description: input.description,
    canonical,
    alternates,
    og,
    noindex: input.noindex ?? false,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags as HTML, each marked `data-head` so the page can update them on navigation. */
export function renderHeadHtml(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta data-head name="description" content="${escapeHtml(head.description)}">`,
    `<link data-head rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (a) => `<link data-head rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`,
    ),
    ...Object.entries(head.og).map(
      ([property, content]) => `<meta data-head property="${property}" content="${escapeHtml(content)}">`,
    ),
  ];
  if (head.noindex) tags.push('<meta data-head name="robots" content="noindex">');
  return tags.join('\n    ');
}
