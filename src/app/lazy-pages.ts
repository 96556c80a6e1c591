// Which code each kind of route loads, on demand: every page module exports `page(locale, route)`
// (pages/page-factory.ts). The server renders every kind; the router in the browser runs only the
// search, device and status pages: a document page is left to the browser to load
// (docs/architecture.md), and so is a form page, whose island runs without the router
// (src/entry-form.tsx). Neither's code is in the router's bundle.

import type { Locale } from '../i18n/locales';
import { isAppRoute, type AppRoute, type RouteKind } from '../routes/table';
import type { PageFactory, PagePart } from './pages/page-factory';

type PageModules = Partial<Record<RouteKind, () => Promise<{ page: PageFactory }>>>;

const appPages: PageModules = {
  search: () => import('./pages/search-page'),
  device: () => import('./pages/device-page'),
  status: () => import('./pages/status-page'),
};

// `import.meta.env.SSR` is a constant of each build: the browser's has no document page in it.
const modules: PageModules = import.meta.env.SSR
  ? {
      ...appPages,
      form: () => import('./pages/form-page'),
      home: () => import('./pages/home-page'),
      content: () => import('./pages/content-page'),
      'news-list': () => import('./pages/news-list-page'),
      'news-page': () => import('./pages/news-list-page'),
      'news-article': () => import('./pages/news-article-page'),
      gallery: () => import('./pages/gallery-page'),
      'gallery-item': () => import('./pages/gallery-item-page'),
      offline: () => import('./pages/offline-page'),
    }
  : appPages;

/** A document or form page reached from an app page: the browser loads it (a plain navigation). */
const documentNavigation: PagePart = {
  loader: ({ request }) => {
    window.location.assign(request.url);
    return new Promise<never>(() => undefined);
  },
  Component: () => null,
};

export function lazyPage(locale: Locale, route: AppRoute): () => Promise<PagePart> {
  const load = modules[route.kind];
  if (!load || (!import.meta.env.SSR && (!isAppRoute(route) || route.kind === 'form'))) {
    return async () => documentNavigation;
  }
  return async () => (await load()).page(locale, route);
}
