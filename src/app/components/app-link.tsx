// Links inside the site: locale-aware, with the 'page' view transition.

import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { localePath } from '../../i18n/locales';
import { buildPath, routeById, type RouteId } from '../../routes/table';
import { useLocale } from '../locale-context';

/** Path of a route of the table in the current locale. */
export function useRoutePath(): (id: RouteId, params?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (id, params) => localePath(locale, buildPath(routeById[id], params));
}

export function AppLink(props: LinkProps) {
  return <Link viewTransition {...props} />;
}

export function AppNavLink(props: NavLinkProps) {
  return <NavLink viewTransition end {...props} />;
}
