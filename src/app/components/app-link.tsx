// Links inside the site. A page the router shows (search, device pages, the status page) is reached
// by the router, with the 'page' view transition; any other page is a document, or a form page
// with its own island (docs/architecture.md), and the browser loads it, as it does for a link in
// a document.

import { Link, NavLink, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { localePath, splitLocale } from '../../i18n/locales';
import { buildPath, isAppRoute, matchRoute, routeById, type RouteId } from '../../routes/table';
import { useLocale } from '../locale-context';

/** Path of a route of the table in the current locale. */
export function useRoutePath(): (id: RouteId, params?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (id, params) => localePath(locale, buildPath(routeById[id], params));
}

/** True when `to` leads to a page the router may show without loading a document. */
function isAppTarget(to: To): boolean {
  const pathname = typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname;
  if (pathname === undefined || pathname === '') return true; // same page, other query or hash
  const match = matchRoute(splitLocale(pathname).rest.replace(/^\/+|\/+$/g, ''));
  return match !== undefined && isAppRoute(match.route) && match.route.kind !== 'form';
}

export function AppLink(props: LinkProps) {
  return <Link viewTransition reloadDocument={!isAppTarget(props.to)} {...props} />;
}

export function AppNavLink(props: NavLinkProps) {
  return <NavLink viewTransition end reloadDocument={!isAppTarget(props.to)} {...props} />;
}
