// Writes a page's head (title, description, canonical, alternates, Open Graph, robots) into the
// document after it changed in the browser: the prerendered HTML already carries the same tags
// (see i18n/head.ts), marked with data-head so they can be replaced. Loaded when a page first
// changes its head (./document-head.ts).

import { buildHead, type HeadData, type HeadInput } from '../i18n/head';
import { siteOrigin } from '../config/site';

function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  const add = (tag: 'meta' | 'link', attrs: Record<string, string>) => {
    const el = document.createElement(tag);
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.head.append(el);
  };
  add('meta', { name: 'description', content: head.description });
  add('link', { rel: 'canonical', href: head.canonical });
  head.alternates.forEach((a) => add('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href }));
  Object.entries(head.og).forEach(([property, content]) => add('meta', { property, content }));
  if (head.noindex) add('meta', { name: 'robots', content: 'noindex' });
}

/** The head of the page at `rest` (the path after the locale) in `locale`. */
export function applyPageHead(input: Omit<HeadInput, 'origin'>): void {
  applyHead(buildHead({ ...input, origin: siteOrigin }));
}
