// Paths of the route table in the language the device pages are shown in (react-intl's locale,
// as the form framework reads it).

import { localePath } from '../../i18n/locales';
import { buildPath, routeById, type RouteId } from '../../routes/table';
import { useFormLocale } from '../../forms';

/** Path of route `id` in the current language: `useRoutePath()('application-form')`. */
export function useRoutePath(): (id: RouteId, params?: Record<string, string | number>) => string {
  const locale = useFormLocale();
  return (id, params) => localePath(locale, buildPath(routeById[id], params));
}
