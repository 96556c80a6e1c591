// Which code each kind of route loads, on demand: every page module exports `page(locale, route)`
// returning the route's Component (and loader, where it fetches content).

import type { RouteObject } from 'react-router';
import type { Locale } from '../i18n/locales';
import type { AppRoute, RouteKind } from '../routes/table';

export type PagePart = Pick<RouteObject, 'Component' | 'loader'>;
export type PageFactory = (locale: Locale, route: AppRoute) => PagePart | Promise<PagePart>;

const modules: Record<RouteKind, () => Promise<{ page: PageFactory }>> = {
  home: () => import('./pages/home-page'),
  content: () => import('./pages/content-page'),
  form: () => import('./pages/form-page'),
  'news-list': () => import('./pages/news-list-page'),
  'news-page': () => import('./pages/news-list-page'),
  'news-article': () => import('./pages/news-article-page'),
  gallery: () => import('./pages/gallery-page'),
  'gallery-item': () => import('./pages/gallery-item-page'),
  search: () => import('./pages/search-page'),
  offline: () => import('./pages/offline-page'),
  device: () => import('./pages/device-page'),
  status: () => import('./pages/status-page'),
};

export function lazyPage(locale: Locale, route: AppRoute): () => Promise<PagePart> {
  return async () => (await modules[route.kind]()).page(locale, route);
}
