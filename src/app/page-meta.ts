// Page meta from WordPress (docs/brief.md §7.1: `pages?slug=`): it wins when it arrives; when the
// call fails or is slow, the page keeps its own built-in title and description (docs/decisions.md §4).
// The server waits for it instead (its requests have their own time limit, and a request that fails
// marks the render as incomplete): a busy WordPress must not leave a page cached without its meta.

import { contentClient } from '../content/content-client';
import type { Locale } from '../i18n/locales';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** How long a page waits for its meta before rendering with the built-in one. */
const META_TIMEOUT_MS = 1500;

/** The WordPress slug of a route path: the home page is the main school page. */
export const metaSlug = (path: string) => (path === '' ? 'home' : path);

export async function loadPageMeta(path: string, locale: Locale): Promise<PageMeta | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), META_TIMEOUT_MS);
  });
  try {
    const loading = contentClient().then((c) => c.pageBySlug(metaSlug(path), locale));
    const page = await (import.meta.env.SSR ? loading : Promise.race([loading, timeout]));
    if (!page) return null;
    const { title, description } = page.meta;
    return title || description ? { ...(title ? { title } : {}), ...(description ? { description } : {}) } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
