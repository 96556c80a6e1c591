// Builds the router's route objects from the route table: one tree per locale, each page's code
// loaded lazily, errors shown inside the layout, and the language rules of docs/decisions.md §2.

import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { isLocale, locales, localeInfo, localePath, splitLocale, switchLocalePath, type Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { routes as table, type AppRoute } from '../routes/table';
import { legacyRedirects } from '../routes/redirects';
import { LocaleRoot } from './locale-root';
import { ErrorPage } from './pages/error-page';
import { FatalError } from './pages/fatal-error';
import { lazyPage } from './lazy-pages';

/** `?lang=xx` switches to the same page in that language; any other value is a 404. */
function langSwitchLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  if (lang === null) return null;
  if (!isLocale(lang)) throw data('Unsupported language', { status: 404 });
  if (typeof document !== 'undefined') {
    void import('../i18n/locale-cookie').then((m) => m.rememberLocale(lang));
  }
  url.searchParams.delete('lang');
  const search = url.searchParams.toString();
  throw redirect(switchLocalePath(url.pathname, lang) + (search ? `?${search}` : ''));
}

function notFound(): never {
  throw data('Not Found', { status: 404 });
}

function pageRoute(locale: Locale, route: AppRoute): RouteObject {
  const common = { id: `${locale}:${route.id}`, handle: { routeId: route.id }, lazy: lazyPage(locale, route) };
  return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
}

function localeTree(locale: Locale): RouteObject {
  const prefix = localeInfo[locale].prefix;
  return {
    id: locale,
    path: prefix ? `/${prefix}` : '/',
    loader: async () => {
      await loadMessages(locale);
      return null;
    },
    element: <LocaleRoot locale={locale} />,
    errorElement: <FatalError locale={locale} />,
    children: [
      {
        id: `${locale}:pages`,
        loader: langSwitchLoader,
        errorElement: <ErrorPage />,
        children: [
          ...table.map((route) => pageRoute(locale, route)),
          ...legacyRedirects.map((r) => ({
            id: `${locale}:redirect:${r.from}`,
            path: r.from,
            loader: () => redirect(localePath(locale, r.to), 301),
          })),
          { id: `${locale}:not-found`, path: '*', loader: notFound, element: null },
        ],
      },
    ],
  };
}

/**
 * The routes of `only` those languages (all four by default, as the server needs them). The
 * browser starts with its page's language alone: React Router flattens and ranks every route it
 * is given, and the four trees' 260 routes cost a phone about a tenth of a second before the page
 * can hydrate. The other languages join on the first navigation into them (`discoverLocales`).
 */
export function createRoutes(only: readonly Locale[] = locales): RouteObject[] {
  return [
    {
      id: 'en-prefix',
      path: '/en/*',
      loader: ({ params, request }) => redirect(`/${params['*'] ?? ''}${new URL(request.url).search}`, 301),
    },
    ...only.map(localeTree),
  ];
}

/**
 * For the router's `patchRoutesOnNavigation`: adds a language's tree when a navigation leads into
 * it. React Router asks whenever a path matches nothing or only a route with parameters (another
 * language's page meets this one's "not found" route), and matches again after the patch.
 */
export function discoverLocales(loaded: readonly Locale[]): PatchRoutesOnNavigationFunction {
  const have = new Set(loaded);
  return ({ path, patch }) => {
    const { locale } = splitLocale(path);
    if (have.has(locale)) return;
    have.add(locale);
    patch(null, [localeTree(locale)]);
  };
}
