// What the pages read WordPress through: a client and the sanitiser of WordPress HTML. The server
// and the prerender step make one per site from its configuration and hand it to each render
// (src/app/content-context.ts); nothing here is kept between calls, so two sites in one process
// never see each other's content. The browser makes its own, for the search page's newest posts.

import { contentBaseUrl } from '../config/site';
import type { SafeHtml } from './html';
import type { WpClient } from './wp-client';
import type { WpEntry } from './wp-schema';

export interface PageContent {
  /** The site's WordPress client. */
  client(): Promise<WpClient>;
  /** WordPress HTML made safe to render (sanitize.ts); only where pages are rendered, in Node. */
  safeHtml(html: string): SafeHtml;
}

/**
 * The browser's content: the configured content base, or this site, which answers /wp-json
 * itself or passes it to WordPress. The client (and zod, which checks what WordPress sends) loads
 * on the first call. Pages with WordPress HTML are rendered on the server: it has no sanitiser.
 */
export function browserPageContent(): PageContent {
  let client: Promise<WpClient> | undefined;
  return {
    client: () =>
      (client ??= import('./wp-client').then(({ createWpClient }) =>
        createWpClient({
          baseUrl: contentBaseUrl || location.origin,
          publicOrigin: contentBaseUrl ? new URL(contentBaseUrl).origin : '',
        }),
      )),
    safeHtml: () => {
      throw new Error('WordPress HTML is sanitised where the page is rendered, in Node');
    },
  };
}

/**
 * An entry as a list carries it: without its content, which lists never render, so the router
 * state of a list page stays small.
 */
export function summary<T extends WpEntry>({ contentHtml: _content, ...rest }: T): Omit<T, 'contentHtml'> {
  return rest;
}
