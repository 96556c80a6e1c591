// Renders every page of every locale to static HTML: the static routes of the table and the news
// articles, news pages and gallery items the content service has now. Also writes the error pages
// (404 and 500 per locale), the untouched shell for pages built in the browser, and the page
// template the server renders WordPress pages with on request (dist/ssr/page-template.json).
// A page's file sits under its decoded path (Thai slugs as Thai folder names), as nginx's $uri
// and the server's file lookup read it.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { localePath, locales, type Locale } from '../src/i18n/locales';
import { createWpClient, type WpClient } from '../src/content/wp-client';
import { createNodeWindow } from '../src/content/sanitize-node';
import { htmlSanitiser } from '../src/content/html';
import type { PageContent } from '../src/content/page-content';
import { buildPath, routeById, staticRoutes } from '../src/routes/table';
import { createContentService, createUploadsHandler } from '../server/content/service';
import { PAGE_TEMPLATE_FILE, pageDocument, type PageTemplate } from '../server/site/page-document';
import { buildSitemap } from '../server/site/sitemap';
import type { BuildSettings } from './build-settings';
import { chunkWith, readBuildStats } from './build-stats';
import { fontPreloads } from './font-preloads';

/** The forms framework's entry module, whose chunk carries the forms' stylesheet. */
export const FORMS_MODULE = 'src/forms/index.ts';

type Entry = typeof import('../src/entry-server');

export interface PrerenderedPage {
  locale: Locale;
  /** Path under the locale prefix. */
  rest: string;
  /** Listed in the sitemap (not error pages or drafts). */
  listed: boolean;
  /** A news article, news page or gallery item: content from WordPress, cached when read. */
  dynamic: boolean;
}

const NEWS_PER_PAGE = 9;

/** Starts the seeded content service on a free port, unless a real WordPress is configured. */
async function contentBase(settings: BuildSettings): Promise<{ url: string; close: () => void }> {
  if (settings.contentBaseUrl) return { url: settings.contentBaseUrl, close: () => undefined };
  const app = new Hono();
  app.route('/wp-json/wp/v2', createContentService({ seedDir: settings.seedDir }));
  app.route('/wp-content/uploads', createUploadsHandler({ seedDir: settings.seedDir }));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() }),
    );
  });
}

async function allPages<T>(fetchPage: (page: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => fetchPage(i + 2)));
  return [first, ...rest].flatMap((p) => p.items);
}

/** The dynamic paths the content service has for `locale` now. */
async function dynamicPaths(content: WpClient, locale: Locale): Promise<string[]> {
  const posts = await allPages((page) => content.listPosts(locale, { page, perPage: 100 }));
  const gallery = await allPages((page) => content.listGallery(locale, { page, perPage: 100 }));
  const newsPages = Math.ceil(posts.length / NEWS_PER_PAGE);
  return [
    ...posts.map((p) => buildPath(routeById['news-article'], { slug: p.slug })),
    ...Array.from({ length: Math.max(0, newsPages - 1) }, (_, i) => buildPath(routeById['news-page'], { page: i + 2 })),
    ...gallery.map((g) => buildPath(routeById['gallery-item'], { slug: g.slug })),
  ];
}

/**
 * The site's stylesheet written into the page instead of linked: a prerendered page can paint as
 * soon as its HTML arrives, without a second round trip (on a phone's 4G, 150 ms or more before
 * anything shows). It is about 5 KB compressed; the shell for pages built in the browser keeps the
 * link, and the file stays in the build for it. A disabled link to the file stays too: browsers do
 * not fetch a disabled stylesheet, and Vite's loader, which links a lazy chunk's stylesheets
 * unless the page already has them (the entry's is among them), finds it there.
 */
export async function inlineStylesheet(html: string, distDir: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(html);
  if (!link) throw new Error('The page template links no stylesheet to write into the pages');
  const style = await writtenIn(distDir, link[1]!);
  return html.replace(link[0], () => style);
}

/** The stylesheet at `href` (under dist/client) as a `<style>`, its file linked but disabled. */
async function writtenIn(distDir: string, href: string): Promise<string> {
  const css = await readFile(path.join(distDir, href), 'utf8');
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
}

/**
 * A form page's own stylesheet (src/styles/forms.css, about 3 KB compressed) written into it as
 * well. Linked by the form's code, it arrived after the first paint, and the browser then styled
 * and laid out the whole page again in one task while the form started (15-30 ms here, four times
 * that on a phone). A disabled link stays for Vite's loader, as for the site's stylesheet.
 */
export async function formStylesheet(distDir: string): Promise<string> {
  const stats = readBuildStats(path.resolve(distDir, '../..'));
  const files = chunkWith(stats, FORMS_MODULE).css ?? [];
  if (files.length === 0) throw new Error(`The chunk of ${FORMS_MODULE} links no stylesheet to write into form pages`);
  return (await Promise.all(files.map((file) => writtenIn(distDir, `/${file}`)))).join('\n    ');
}

/** Removes the page's scripts and router state (the offline fallback is plain HTML). */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(' data-app=""', '');
}

export interface PrerenderResult {
  pages: PrerenderedPage[];
  /** sitemap.xml as the content service had things. */
  sitemap: string;
}

export async function prerender(settings: BuildSettings): Promise<PrerenderResult> {
  const entry = (await import(pathToFileURL(settings.ssrEntry).href)) as Entry;
  const { distDir, siteOrigin } = settings;
  const linkedTemplate = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const shell = linkedTemplate
    .replace('<!--app-head-->', '<title>Coconut Coast International School</title>')
    .replace('<!--app-body-->', '<main id="main"><div id="root"></div></main>')
    .replace('<!--app-data-->', '');
  await writeFile(path.join(distDir, 'shell.html'), shell);
  const template = await inlineStylesheet(linkedTemplate, distDir);

  const page: PageTemplate = {
    template,
    fonts: await fontPreloads(distDir),
    formStyles: await formStylesheet(distDir),
  };
  await writeFile(path.join(path.dirname(settings.ssrEntry), PAGE_TEMPLATE_FILE), JSON.stringify(page));
  const service = await contentBase(settings);
  // Media addresses stay relative to the site for the seeded service, which the site serves.
  const publicOrigin = settings.contentBaseUrl ? new URL(settings.contentBaseUrl).origin : '';
  const content = createWpClient({ baseUrl: service.url, publicOrigin });
  const pageContent: PageContent = {
    client: () => Promise.resolve(content),
    safeHtml: htmlSanitiser(createNodeWindow(), publicOrigin),
  };

  const write = async (file: string, locale: Locale, rest: string, result: Awaited<ReturnType<Entry['render']>>) => {
    if (result.kind !== 'page') throw new Error(`${localePath(locale, rest)} redirected to ${result.location}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pageDocument(page, { locale, rest, origin: siteOrigin, rendered: result }));
  };

  const pages: PrerenderedPage[] = [];
  let sitemap: string;
  try {
    for (const locale of locales) {
      const dynamic = await dynamicPaths(content, locale);
      const paths = [
        ...staticRoutes.map((r) => ({
          rest: r.path as string,
          listed: !('hidden' in r),
          offline: r.kind === 'offline',
          dynamic: false,
        })),
        ...dynamic.map((rest) => ({ rest, listed: true, offline: false, dynamic: true })),
      ];
      for (const { rest, listed, offline, dynamic: isDynamicPage } of paths) {
        const urlPath = localePath(locale, rest);
        const result = await entry.render(siteOrigin + urlPath, pageContent);
        if (result.kind === 'page' && result.status !== 200)
          throw new Error(`${urlPath} rendered with status ${result.status}`);
        // The offline fallback is served for other addresses: without scripts it cannot hydrate
        // into the wrong page, and its links are plain navigations the service worker answers.
        const file = path.join(distDir, decodeURIComponent(urlPath), 'index.html');
        await write(file, locale, rest, result);
        if (offline) await writeFile(file, stripScripts(await readFile(file, 'utf8')));
        pages.push({ locale, rest, listed, dynamic: isDynamicPage });
      }
      for (const status of [404, 500] as const) {
        const result = await entry.renderError(siteOrigin + localePath(locale, '__error'), status);
        await write(path.join(distDir, '_errors', `${status}-${locale}.html`), locale, '', result);
      }
    }
    sitemap = await buildSitemap(content, siteOrigin);
  } finally {
    service.close();
  }
  return { pages, sitemap };
}
