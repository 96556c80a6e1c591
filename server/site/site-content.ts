// The site's one WordPress client, built from the server's configuration (the seeded content
// service in-process, or the school's WordPress) with a time limit on every request: a slow
// WordPress fails like a dead one, and the page is served from what the cache has. The page
// handler, the language switch, the sitemap, the search indexes and every page render (through
// PageContent, handed to the SSR entry with each render) use it. Each problem it meets is logged
// and tied to the render in progress (AsyncLocalStorage, one per site), so the cache
// (page-cache.ts) knows a render that lost a request from a complete one.

import { AsyncLocalStorage } from 'node:async_hooks';
import { htmlSanitiser } from '../../src/content/html';
import type { PageContent } from '../../src/content/page-content';
import { createNodeWindow } from '../../src/content/sanitize-node';
import { createWpClient, type ContentProblem, type WpClient } from '../../src/content/wp-client';

/** Where the content comes from. */
export interface ContentSource {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Origin of WordPress's files for the browser; '' when this site serves them. */
  publicOrigin: string;
}

export interface SiteContent {
  client: WpClient;
  /** What the SSR entry's loaders read: this client and the sanitiser for this site's files. */
  page: PageContent;
  /** Runs `work` with its own list of problems; degraded when a request to WordPress failed. */
  tracked<T>(work: () => Promise<T>): Promise<{ value: T; degraded: boolean }>;
}

export interface SiteContentOptions {
  source: ContentSource;
  /** How long one request to WordPress may take before it counts as failed. */
  timeoutMs: number;
  log?: (problem: ContentProblem) => void;
}

const logContentProblem = (problem: ContentProblem) =>
  problem.error ? console.error(`[content] ${problem.message}`) : console.warn(`[content] ${problem.message}`);

export function createSiteContent(options: SiteContentOptions): SiteContent {
  const log = options.log ?? logContentProblem;
  const problems = new AsyncLocalStorage<ContentProblem[]>();
  const base = options.source.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const client = createWpClient({
    baseUrl: options.source.baseUrl,
    publicOrigin: options.source.publicOrigin,
    fetch: (input, init) => base(input, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }),
    onProblem: (problem) => {
      log(problem);
      problems.getStore()?.push(problem);
    },
  });
  const safeHtml = htmlSanitiser(createNodeWindow(), options.source.publicOrigin);
  return {
    client,
    page: { client: () => Promise.resolve(client), safeHtml },
    async tracked(work) {
      const list: ContentProblem[] = [];
      const value = await problems.run(list, work);
      return { value, degraded: list.some((problem) => problem.error !== undefined) };
    },
  };
}
