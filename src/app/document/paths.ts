// Addresses of the route table's pages in one language, for the document's plain links.

import { localePath, type Locale } from '../../i18n/locales';
import { buildPath, routeById, type RouteId } from '../../routes/table';

/** The address of page `id` in `locale`: `pagePath('th', 'school-fees')` is `/th/school-fees`. */
export function pagePath(locale: Locale, id: RouteId): string {
  return localePath(locale, buildPath(routeById[id]));
}
