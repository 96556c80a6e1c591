// Page meta from WordPress (docs/brief.md §7.1: `pages?slug=`): it wins when WordPress has it;
// when the call fails, the page keeps its own built-in title and description (docs/decisions.md
// §4). The loaders that read it run on the server, whose requests to WordPress have their own time
// limit; a request that fails marks the render as incomplete, so a busy WordPress never leaves a
// page cached without its meta.

import type { PageContent } from '../content/page-content';
import type { Locale } from '../i18n/locales';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** The WordPress slug of a route path: the home page is the main school page. */
export const metaSlug = (path: string) => (path === '' ? 'home' : path);

export async function loadPageMeta(content: PageContent, path: string, locale: Locale): Promise<PageMeta | null> {
  try {
    const page = await (await content.client()).pageBySlug(metaSlug(path), locale);
    if (!page) return null;
    const { title, description } = page.meta;
    return title || description ? { ...(title ? { title } : {}), ...(description ? { description } : {}) } : null;
  } catch {
    return null;
  }
}
