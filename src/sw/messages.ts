// Messages between the page and the service worker: one typed union in one module, so neither
// side spells a message type as a bare string (docs/style.md §2.8).

import type { Locale } from '../i18n/locales';

export type PageToWorkerMessage =
  /** Activate a waiting new version (after the page has flushed its drafts). */
  | { type: 'skip-waiting' }
  /** Cache the pages and code of a locale the visitor has chosen, for offline reading. */
  | { type: 'cache-locale'; locale: Locale };

export function isPageToWorkerMessage(value: unknown): value is PageToWorkerMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'skip-waiting' || type === 'cache-locale';
}
