// The one content client the pages use. In the browser it talks to the configured content base
// (same origin by default: this site's server answers /wp-json itself or passes it to WordPress);
// the prerender step and the server point it at their content service and say where the browser
// finds WordPress's files. The client (and zod, which checks what WordPress sends) loads on the
// first call: a prerendered page hydrates from its own data and never needs it on a first visit.

import { contentBaseUrl } from '../config/site';
import type { ContentProblem, WpClient } from './wp-client';
import type { WpEntry } from './wp-schema';

export interface ContentSettings {
  fetch?: typeof fetch;
  /** Origin of WordPress's files for the browser; '' for this site's own. Default: the base's origin. */
  publicOrigin?: string;
  /** Told of failures and of what answers lacked (the server logs them). */
  onProblem?: (problem: ContentProblem) => void;
}

let baseUrl = contentBaseUrl;
let settings: ContentSettings = {};
let client: Promise<WpClient> | undefined;

/** Points the client at another content service (build time, the server). */
export function configureContentBase(url: string, more: ContentSettings = {}): void {
  baseUrl = url.replace(/\/+$/, '');
  settings = more;
  client = undefined;
}

/** Where the browser finds WordPress's files: '' when this site serves them. */
export function contentOrigin(): string {
  if (settings.publicOrigin !== undefined) return settings.publicOrigin;
  return baseUrl ? new URL(baseUrl).origin : '';
}

export function contentClient(): Promise<WpClient> {
  if (!client) {
    const base = baseUrl || (typeof location !== 'undefined' ? location.origin : '');
    const publicOrigin = contentOrigin();
    client = import('./wp-client').then(({ createWpClient }) =>
      createWpClient({ ...settings, baseUrl: base, publicOrigin }),
    );
  }
  return client;
}

/**
 * An entry as a list carries it: without its content, which lists never render, so the router
 * state of a list page stays small. Here, beside the client every list page loads anyway.
 */
export function summary<T extends WpEntry>({ contentHtml: _content, ...rest }: T): Omit<T, 'contentHtml'> {
  return rest;
}
