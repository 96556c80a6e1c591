// Keeps <head> in step with the page after client-side navigation. The prerendered HTML already
// carries the same tags (see i18n/head.ts), marked with data-head so they can be replaced.

import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { buildHead, type HeadData, type HeadInput } from '../i18n/head';
import { splitLocale } from '../i18n/locales';
import { siteOrigin } from '../config/site';
import { useLocale } from './locale-context';

export interface PageHeadProps {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** A page from WordPress: its languages (page-languages.ts headLinks). */
  alternates?: HeadInput['alternates'];
  canonical?: HeadInput['canonical'];
}

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

/** Set while prerendering: collects the page's head during render, where effects do not run. */
export const HeadCollectorContext = createContext<((head: PageHeadProps) => void) | null>(null);

export function usePageHead(props: PageHeadProps): void {
  const collect = useContext(HeadCollectorContext);
  collect?.(props);
  const locale = useLocale();
  const { pathname } = useLocation();
  // Alternates and canonical come from loader data, which keeps its identity between renders.
  const { title, description, image, type, noindex, alternates, canonical } = props;
  useEffect(() => {
    const { rest } = splitLocale(pathname);
    applyHead(
      buildHead({ locale, rest, title, description, origin: siteOrigin, image, type, noindex, alternates, canonical }),
    );
  }, [locale, pathname, title, description, image, type, noindex, alternates, canonical]);
}
