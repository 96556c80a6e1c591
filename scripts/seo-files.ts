// sitemap.xml (every page in every language, with its alternates) and robots.txt.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localeInfo, localePath, locales } from '../src/i18n/locales';
import type { BuildSettings } from './build-settings';
import type { PrerenderedPage } from './prerender';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(origin: string, pages: PrerenderedPage[]): string {
  const byRest = new Map<string, Set<string>>();
  for (const page of pages.filter((p) => p.listed)) {
    const set = byRest.get(page.rest) ?? new Set<string>();
    set.add(page.locale);
    byRest.set(page.rest, set);
  }
  const urls = pages
    .filter((p) => p.listed)
    .map((page) => {
      const available = locales.filter((l) => byRest.get(page.rest)?.has(l));
      const alternates = available
        .map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${localeInfo[l].tag}" href="${xmlEscape(origin + localePath(l, page.rest))}"/>`,
        )
        .concat(
          available.includes('en')
            ? [
                `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + localePath('en', page.rest))}"/>`,
              ]
            : [],
        );
      return `  <url>\n    <loc>${xmlEscape(origin + localePath(page.locale, page.rest))}</loc>\n${alternates.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // Saved application drafts live only on a family's device, and a family's status page is theirs
  // alone: nothing there to index. The admissions desk and the API are the staff's and the forms'.
  const prefixes = locales.map((l) => (localeInfo[l].prefix ? `/${localeInfo[l].prefix}` : ''));
  const privatePaths = [
    ...prefixes.flatMap((prefix) => [`${prefix}/application-form/`, `${prefix}/application-status`]),
    '/desk',
    '/th/desk',
    '/api/',
  ];
  return `User-agent: *\nAllow: /\n${privatePaths.map((p) => `Disallow: ${p}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(settings: BuildSettings, pages: PrerenderedPage[]): Promise<void> {
  await writeFile(path.join(settings.distDir, 'sitemap.xml'), sitemapXml(settings.siteOrigin, pages));
  await writeFile(path.join(settings.distDir, 'robots.txt'), robotsTxt(settings.siteOrigin));
}
