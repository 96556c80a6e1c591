// Renders what shows WordPress content when it is asked for: pages (with the SSR entry the build
// made, dist/ssr/entry-server.js, and its page template), the sitemap and each locale's search
// index, all from the site's one WordPress client (site-content.ts). Each render is tracked, so
// the cache (page-cache.ts) knows a render that lost a request to a failing WordPress from a
// complete one.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentServiceError } from '../../src/content/wp-client';
import { localePath, type Locale } from '../../src/i18n/locales';
import { pageDocument, readPageTemplate, type PageTemplate } from './page-document';
import { searchIndexJson } from './search-news';
import type { SiteContent } from './site-content';
import { buildSitemap } from './sitemap';

type Entry = typeof import('../../src/entry-server');

export type Rendered =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'body';
      status: number;
      body: string;
      contentType: string;
      /** A request to WordPress failed while rendering: what it shows may be incomplete. */
      degraded: boolean;
    };

export interface PageRenderer {
  /** Loads the SSR entry and the page template (the first render waits for it otherwise). */
  ready(): Promise<void>;
  page(locale: Locale, rest: string): Promise<Rendered>;
  sitemap(): Promise<Rendered>;
  searchIndex(locale: Locale): Promise<Rendered>;
}

export interface RendererOptions {
  ssrDir: string;
  siteOrigin: string;
  content: SiteContent;
}

export function createRenderer(options: RendererOptions): PageRenderer {
  const { content } = options;
  const { client, tracked } = content;

  let loaded: Promise<{ entry: Entry; template: PageTemplate }> | undefined;
  const ready = () =>
    (loaded ??= (async () => {
      const entry = (await import(pathToFileURL(path.join(options.ssrDir, 'entry-server.js')).href)) as Entry;
      return { entry, template: await readPageTemplate(options.ssrDir) };
    })());

  const failed = (error: unknown): Rendered => {
    // A failed request was logged as it failed; anything else is logged here.
    if (!(error instanceof ContentServiceError)) console.error('[content] rendering failed', error);
    return { kind: 'body', status: 503, body: '', contentType: 'text/plain; charset=utf-8', degraded: true };
  };

  return {
    ready: async () => void (await ready()),
    async page(locale, rest) {
      const { entry, template } = await ready();
      try {
        const url = options.siteOrigin + localePath(locale, rest);
        const { value: result, degraded } = await tracked(() => entry.render(url, content.page));
        if (result.kind === 'redirect') return result;
        const body = pageDocument(template, { locale, rest, origin: options.siteOrigin, rendered: result });
        return { kind: 'body', status: result.status, body, contentType: 'text/html; charset=utf-8', degraded };
      } catch (error) {
        return failed(error);
      }
    },
    async sitemap() {
      try {
        const { value, degraded } = await tracked(() => buildSitemap(client, options.siteOrigin));
        return { kind: 'body', status: 200, body: value, contentType: 'application/xml; charset=utf-8', degraded };
      } catch (error) {
        return failed(error);
      }
    },
    async searchIndex(locale) {
      try {
        const { value, degraded } = await tracked(() => searchIndexJson(client, locale, options.ssrDir));
        return { kind: 'body', status: 200, body: value, contentType: 'application/json; charset=utf-8', degraded };
      } catch (error) {
        return failed(error);
      }
    },
  };
}
