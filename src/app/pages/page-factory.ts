// What every page module exports: `page(locale, route)`, returning the route's Component (and
// loader, where it fetches content). The pages implement it and lazy-pages.ts loads them by it,
// so it sits beside the pages rather than in the module that imports them.

import type { RouteObject } from 'react-router';
import type { Locale } from '../../i18n/locales';
import type { AppRoute } from '../../routes/table';

export type PagePart = Pick<RouteObject, 'Component' | 'loader'>;
export type PageFactory = (locale: Locale, route: AppRoute) => PagePart | Promise<PagePart>;
