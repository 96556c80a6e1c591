// The one content client the pages use. In the browser it talks to the configured content base
// (same origin by default); the prerender step points it at the content service it started.

import { contentBaseUrl } from '../config/site';
import { createWpClient, type WpClient } from './wp-client';

let baseUrl = contentBaseUrl;
let client: WpClient | undefined;

/** Points the client at another content service (build time). */
export function configureContentBase(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
  client = undefined;
}

export function contentClient(): WpClient {
  if (!client) {
    const base = baseUrl || (typeof location !== 'undefined' ? location.origin : '');
    client = createWpClient({ baseUrl: base });
  }
  return client;
}
