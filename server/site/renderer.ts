// Renders what shows WordPress content when it is asked for: pages (with the SSR entry the build
// made, dist/ssr/entry-server.js, and its page template), the sitemap and each locale's search
// index. Every content problem met while rendering is logged and tied to that render (through
// AsyncLocalStorage), so the cache (page-cache.ts) knows a render that lost a request to a failing
// WordPress from a complete one.

import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeWindow } from '../../src/content/sanitize-node';
import { ContentServiceError, createWpClient, type ContentProblem, type WpClient } from '../../src/content/wp-client';
import { localePath, type Locale } from '../../src/i18n/locales';
import { pageDocument, readPageTemplate, type PageTemplate } from './page-document';
import { searchIndexJson } from './search-news';
import { buildSitemap } from './sitemap';

type Entry = typeof import('../../src/entry-server');

/** Where the content comes from, for the server and the SSR entry alike. */
export interface ContentSource {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Origin of WordPress's files for the browser; '' when this site serves them. */
  publicOrigin: string;
}

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
  /** The server's own client of the same WordPress. */
  client: WpClient;
}

export interface RendererOptions {
  ssrDir: string;
  siteOrigin: string;
  content: ContentSource;
  /** How long one request to WordPress may take before it counts as failed. */
  timeoutMs: number;
  log?: (problem: ContentProblem) => void;
}

export const logContentProblem = (problem: ContentProblem) =>
  problem.error ? console.error(`[content] ${problem.message}`) : console.warn(`[content] ${problem.message}`);

/** The problems of the render in progress (one store for the process: the SSR entry is one). */
const problems = new AsyncLocalStorage<ContentProblem[]>();

export function createRenderer(options: RendererOptions): PageRenderer {
  const log = options.log ?? logContentProblem;
  const onProblem = (problem: ContentProblem) => {
    log(problem);
    problems.getStore()?.push(problem);
  };
  const base = options.content.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // A slow WordPress fails like a dead one: the page is served from what the cache has.
  const fetchWithTimeout: typeof fetch = (input, init) =>
    base(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
  const settings = { fetch: fetchWithTimeout, publicOrigin: options.content.publicOrigin, onProblem };
  const client = createWpClient({ ...settings, baseUrl: options.content.baseUrl });

  let loaded: Promise<{ entry: Entry; template: PageTemplate }> | undefined;
  const ready = () =>
    (loaded ??= (async () => {
      const entry = (await import(pathToFileURL(path.join(options.ssrDir, 'entry-server.js')).href)) as Entry;
      entry.configureContentBase(options.content.baseUrl, settings);
      entry.configureSanitizerWindow(createNodeWindow());
      return { entry, template: await readPageTemplate(options.ssrDir) };
    })());

  /** Runs `work` with its own list of problems; degraded when a request failed. */
  async function tracked<T>(work: () => Promise<T>): Promise<{ value: T; degraded: boolean }> {
    const list: ContentProblem[] = [];
    const value = await problems.run(list, work);
    return { value, degraded: list.some((problem) => problem.error !== undefined) };
  }

  const failed = (error: unknown): Rendered => {
    // A failed request was logged as it failed; anything else is logged here.
    if (!(error instanceof ContentServiceError)) console.error('[content] rendering failed', error);
    return { kind: 'body', status: 503, body: '', contentType: 'text/plain; charset=utf-8', degraded: true };
  };

  return {
    ready: async () => void (await ready()),
    client,
    async page(locale, rest) {
      const { entry, template } = await ready();
      try {
        const url = options.siteOrigin + localePath(locale, rest);
        const { value: result, degraded } = await tracked(() => entry.render(url));
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
