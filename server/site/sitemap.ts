// sitemap.xml: every page of the brief in every language, every article, news page and gallery
// item WordPress has, each with the alternates WordPress says exist (its translations map, or the
// same slug in another language where slugs are shared). Content from a WordPress without
// languages is listed once, at its English address (the others name it as their canonical).
// Written at build time for static hosts and served fresh by the server.

import { defaultLocale, localeInfo, localePath, locales, type Locale } from '../../src/i18n/locales';
import type { WpClient, WpIndexItem, WpType } from '../../src/content/wp-client';
import { buildPath, routeById, staticRoutes } from '../../src/routes/table';

const NEWS_PER_PAGE = 9;

export interface SitemapUrl {
  loc: string;
  /** Path under each locale's prefix where the page exists in that language. */
  paths: Partial<Record<Locale, string>>;
}

type Indexes = Record<'posts' | 'school_galley', Record<Locale, WpIndexItem[]>>;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every item of each language, from WordPress. */
async function readIndexes(client: WpClient): Promise<Indexes> {
  const one = async (type: WpType) =>
    Object.fromEntries(
      await Promise.all(locales.map(async (l) => [l, await client.index(type, l)] as const)),
    ) as Record<Locale, WpIndexItem[]>;
  const [posts, gallery] = await Promise.all([one('posts'), one('school_galley')]);
  return { posts, school_galley: gallery };
}

function itemUrls(indexes: Record<Locale, WpIndexItem[]>, route: 'news-article' | 'gallery-item'): SitemapUrl[][] {
  const path = (slug: string) => buildPath(routeById[route], { slug });
  return locales.map((locale) =>
    indexes[locale].flatMap((item): SitemapUrl[] => {
      const { language } = item;
      if (!language.multilingual) {
        return locale === defaultLocale ? [{ loc: localePath(locale, path(item.slug)), paths: {} }] : [];
      }
      const paths: Partial<Record<Locale, string>> = {};
      for (const other of locales) {
        const id = language.translations?.[other];
        const found = language.translations
          ? indexes[other].find((candidate) => candidate.id === (other === locale ? item.id : id))
          : indexes[other].find((candidate) => candidate.slug === item.slug);
        if (found) paths[other] = path(found.slug);
      }
      return [{ loc: localePath(locale, path(item.slug)), paths }];
    }),
  );
}

/** Every address the sitemap lists (paths, not yet absolute), with its alternates. */
function sitemapUrls(indexes: Indexes): SitemapUrl[] {
  const everywhere = (rest: string) => Object.fromEntries(locales.map((l) => [l, rest]));
  const listed = staticRoutes.filter((route) => !('hidden' in route)).map((route) => route.path as string);
  const pages = Object.fromEntries(
    locales.map((l) => [l, Math.ceil(indexes.posts[l].length / NEWS_PER_PAGE)]),
  ) as Record<Locale, number>;
  const articles = itemUrls(indexes.posts, 'news-article');
  const gallery = itemUrls(indexes.school_galley, 'gallery-item');
  return locales.flatMap((locale, i) => {
    const newsPages = Array.from({ length: Math.max(0, pages[locale] - 1) }, (_, n) => {
      const rest = buildPath(routeById['news-page'], { page: n + 2 });
      const paths = Object.fromEntries(locales.filter((l) => pages[l] >= n + 2).map((l) => [l, rest]));
      return { loc: localePath(locale, rest), paths };
    });
    return [
      ...listed.map((rest) => ({ loc: localePath(locale, rest), paths: everywhere(rest) })),
      ...newsPages,
      ...(articles[i] ?? []),
      ...(gallery[i] ?? []),
    ];
  });
}

function sitemapXml(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ loc, paths }) => {
    const available = locales.filter((l) => paths[l] !== undefined);
    const links =
      available.length < 2
        ? []
        : [
            ...available.map((l) => ({ hreflang: localeInfo[l].tag, href: origin + localePath(l, paths[l]!) })),
            ...(paths.en !== undefined ? [{ hreflang: 'x-default', href: origin + localePath('en', paths.en) }] : []),
          ];
    const alternates = links.map(
      (a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`,
    );
    return `  <url>\n    <loc>${xmlEscape(origin + loc)}</loc>${alternates.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap as WordPress has things now. */
export async function buildSitemap(client: WpClient, origin: string): Promise<string> {
  return sitemapXml(origin, sitemapUrls(await readIndexes(client)));
}
