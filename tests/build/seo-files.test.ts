// The sitemap lists every page of the brief in every language with its alternates; robots.txt
// points to it; the nginx rules carry the same redirects as the server.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../../src/i18n/locales';
import { legacyRedirects } from '../../src/routes/redirects';
import { staticRoutes } from '../../src/routes/table';
import { nginxConf } from '../../scripts/nginx-conf';

const dist = path.join(import.meta.dirname, '../../dist/client');
const origin = 'https://www.coconutcoast.school';

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every page of the brief in every language, and no fallback pages', () => {
    for (const locale of locales) {
      for (const route of staticRoutes.filter((r) => !('hidden' in r))) {
        expect(locs, `${locale} ${route.path}`).toContain(origin + localePath(locale, route.path));
      }
    }
    expect(locs.filter((l) => l?.includes('/offline'))).toEqual([]);
    expect(locs).toContain(`${origin}/news-updates/stem-education`);
    expect(locs).toContain(`${origin}/th/news-updates/page/2`);
  });

  it('gives each page its four alternates and x-default', () => {
    const entry = sitemap.slice(sitemap.indexOf(`<loc>${origin}/ru/school-fees</loc>`));
    const block = entry.slice(0, entry.indexOf('</url>'));
    for (const hreflang of ['en', 'th', 'ru', 'zh-CN', 'x-default']) expect(block).toContain(`hreflang="${hreflang}"`);
  });

  it('robots.txt points to the sitemap and keeps drafts out', () => {
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /application-form/');
  });
});

describe('nginx rules for static hosts', () => {
  const conf = nginxConf();
  it('carry every legacy redirect under every prefix, the /en rule and the 404 pages', () => {
    for (const locale of locales) {
      for (const r of legacyRedirects) {
        expect(conf).toContain(`rewrite ^${localePath(locale, r.from)}$ ${localePath(locale, r.to)} permanent;`);
      }
      expect(conf).toContain(`error_page 404 /_errors/404-${locale}.html;`);
    }
    expect(conf).toContain('rewrite ^/en/(.*)$ /$1 permanent;');
    expect(conf).toContain('if ($arg_lang !~ "^(en|th|ru|cn)?$") { return 404; }');
  });
});
