// The one content client the pages use. In the browser it talks to the configured content base
// (same origin by default); the prerender step points it at the content service it started.
// The client (and zod, which checks what WordPress sends) loads on the first call: a prerendered
// page hydrates from its own data and never needs it on a first visit.

import { contentBaseUrl } from '../config/site';
import type { WpClient } from './wp-client';

let baseUrl = contentBaseUrl;
let client: Promise<WpClient> | undefined;

/** Points the client at another content service (build time). */
export function configureContentBase(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
  client = undefined;
}

export function contentClient(): Promise<WpClient> {
  if (!client) {
    const base = baseUrl || (typeof location !== 'undefined' ? location.origin : '');
    client = import('./wp-client').then(({ createWpClient }) => createWpClient({ baseUrl: base }));
  }
  return client;
}
