// What a page says about its head (title, description, whether it may be indexed...), and the
// context the prerender step collects it through while rendering, where effects do not run.

import { createContext } from 'react';
import type { HeadInput } from '../i18n/head';

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

/** Set while prerendering: collects the page's head during render, where effects do not run. */
export const HeadCollectorContext = createContext<((head: PageHeadProps) => void) | null>(null);
