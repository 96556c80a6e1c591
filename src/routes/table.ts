// The one route table: the router, the prerender step, the server, the sitemap, the nginx rules
// and the tests all read it. Paths are relative to a locale prefix ('' is the home page).

import { brand } from '../config/brand';

export type RouteKind =
  | 'home'
  | 'content'
  | 'form'
  | 'news-list'
  | 'news-page'
  | 'news-article'
  | 'gallery'
  | 'gallery-item'
  | 'search'
  | 'offline'
  | 'device'
  | 'status';

export type MenuGroup = 'about' | 'academics' | 'schoolLife' | 'admissions' | 'information';
export type SideMenu = 'academics' | 'coCurricular' | 'admissions';

export interface RouteDef {
  /** Stable id, also the stem of the message ids `page.{id}.title` and `page.{id}.description`. */
  readonly id: string;
  /** Path under the locale prefix, without slashes; `:name` marks a parameter. */
  readonly path: string;
  readonly kind: RouteKind;
  /** Header menu group the page is listed in. */
  readonly group?: MenuGroup;
  /** Side menu shown beside the page (and listing it). */
  readonly side?: SideMenu;
  /** Not a page of the brief: kept out of the sitemap and search (the offline fallback). */
  readonly hidden?: boolean;
}

const b = brand.slug;

/**
 * Every route of the brief (docs/brief.md §2.2). The order of the content pages here is the
 * reading order that the 'Next' link at the foot of each page follows.
 */
export const routes = [
  { id: 'home', path: '', kind: 'home' },
  // About
  { id: 'why', path: `why-${b}`, kind: 'content', group: 'about' },
  { id: 'about-our-students', path: 'about-our-students', kind: 'content', group: 'about' },
  { id: 'management-message', path: 'message-from-the-management-team', kind: 'content', group: 'about' },
  { id: 'mission-and-vision', path: 'mission-and-vision', kind: 'content', group: 'about' },
  { id: 'our-community', path: 'our-community', kind: 'content', group: 'about' },
  { id: 'our-campus', path: 'our-campus', kind: 'content', group: 'about' },
  { id: 'virtual-tour', path: 'virtual-tour', kind: 'content', group: 'about' },
  { id: 'open-house', path: 'open-house', kind: 'content', group: 'about' },
  // Academics
  { id: 'curriculum', path: 'curriculum', kind: 'content', group: 'academics', side: 'academics' },
  { id: 'early-years', path: 'early-years-and-foundation', kind: 'content', group: 'academics', side: 'academics' },
  { id: 'primary-school', path: 'primary-school', kind: 'content', group: 'academics', side: 'academics' },
  { id: 'secondary-school', path: 'secondary-school', kind: 'content', group: 'academics', side: 'academics' },
  { id: 'academic-support', path: 'academic-support', kind: 'content', group: 'academics', side: 'academics' },
  {
    id: 'university-destination',
    path: 'university-destination',
    kind: 'content',
    group: 'academics',
    side: 'academics',
  },
  // School life (co-curricular side menu)
  { id: 'co-curricular', path: 'co-curricular', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'sports', path: 'sports', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'pma', path: 'pma', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'competitions', path: 'competitions', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'pastoral-care', path: 'pastoral-care', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'industry-talk', path: 'industry-talk', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'stem-expo', path: 'stem-expo', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'summer-camp', path: 'summer-camp', kind: 'content', group: 'schoolLife', side: 'coCurricular' },
  { id: 'homestay', path: 'homestay', kind: 'content', group: 'schoolLife' },
  { id: 'school-bus', path: 'school-bus', kind: 'content', group: 'schoolLife' },
  { id: 'school-gallery', path: 'school-gallery', kind: 'gallery', group: 'schoolLife' },
  { id: 'gallery-new', path: 'gallery-new', kind: 'gallery' },
  { id: 'gallery-item', path: 'school-gallery/:slug', kind: 'gallery-item' },
  // Admissions
  { id: 'apply-now', path: 'apply-now', kind: 'content', group: 'admissions', side: 'admissions' },
  { id: 'school-fees', path: 'school-fees', kind: 'content', group: 'admissions', side: 'admissions' },
  { id: 'scholarships', path: 'scholarships', kind: 'content', group: 'admissions', side: 'admissions' },
  { id: 'scholarships-th', path: 'scholarships-th', kind: 'content', group: 'admissions', side: 'admissions' },
  { id: 'visa-information', path: 'visa-information', kind: 'content', group: 'admissions', side: 'admissions' },
  { id: 'admissions-policy', path: 'admissions-policy', kind: 'content', group: 'admissions', side: 'admissions' },
  { id: 'application-form', path: 'application-form', kind: 'form', group: 'admissions', side: 'admissions' },
  { id: 'application-draft', path: 'application-form/:draftId', kind: 'form' },
  { id: 'contact-app', path: 'contact-app', kind: 'form', group: 'admissions', side: 'admissions' },
  {
    id: 'internal-scholarship-form',
    path: 'internal-scholarship-application-form',
    kind: 'form',
    group: 'admissions',
    side: 'admissions',
  },
  {
    id: 'scholarship-form',
    path: 'scholarship-application-form',
    kind: 'form',
    group: 'admissions',
    side: 'admissions',
  },
  { id: 'bus-registration', path: 'bus-registration', kind: 'form', group: 'admissions', side: 'admissions' },
  // Information
  { id: 'school-form', path: 'school-form', kind: 'content', group: 'information' },
  { id: 'educational-policies', path: 'educational-policies', kind: 'content', group: 'information' },
  { id: 'school-policies', path: `${b}-policies`, kind: 'content', group: 'information' },
  { id: 'school-calendar', path: 'school-calendar', kind: 'content', group: 'information' },
  { id: 'faq', path: 'faq', kind: 'content', group: 'information' },
  { id: 'privacy-policy', path: 'privacy-policy', kind: 'content' },
  { id: 'weather-station', path: 'weather-station', kind: 'content' },
  { id: 'news-updates', path: 'news-updates', kind: 'news-list', group: 'information' },
  { id: 'news-page', path: 'news-updates/page/:page', kind: 'news-page' },
  { id: 'news-article', path: 'news-updates/:slug', kind: 'news-article' },
  { id: 'contact-us', path: 'contact-us', kind: 'form', group: 'information' },
  { id: 'search', path: 'search', kind: 'search' },
  // What this device holds for the family (docs/shared-device.md): take a draft home, forget it all.
  { id: 'take-home', path: 'take-home', kind: 'device', hidden: true },
  { id: 'forget-my-data', path: 'forget-my-data', kind: 'device', hidden: true },
  { id: 'device-settings', path: 'device-settings', kind: 'device', hidden: true },
  // "Restore my applications" from a safe copy (docs/safe-copy.md): the passkey, or the recovery link's fragment.
  { id: 'restore', path: 'restore', kind: 'device', hidden: true },
  // Where a family's submission stands (docs/desk.md): opened with the private link from the
  // school's e-mail or the device's receipt, the token in the fragment.
  { id: 'application-status', path: 'application-status', kind: 'status', hidden: true },
  // What the service worker shows for a page this device has never opened, when offline.
  { id: 'offline', path: 'offline', kind: 'offline', hidden: true },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];
export type AppRoute = (typeof routes)[number];

export const routeById = Object.fromEntries(routes.map((r) => [r.id, r])) as Record<RouteId, AppRoute>;

export const menuGroups: readonly MenuGroup[] = ['about', 'academics', 'schoolLife', 'admissions', 'information'];

/** Routes without parameters: each is one page per locale. */
export const staticRoutes = routes.filter((r) => !r.path.includes(':'));

export function isDynamic(route: RouteDef): boolean {
  return route.path.includes(':');
}

/** Pages with body text, in reading order: the 'Next' link goes from each to the following one. */
export const readingOrder: readonly RouteId[] = routes.filter((r) => r.kind === 'content').map((r) => r.id);

/** The page after `id` in reading order, wrapping from the last page to the first. */
export function nextInReadingOrder(id: RouteId): RouteId | undefined {
  const index = readingOrder.indexOf(id);
  if (index < 0) return undefined;
  return readingOrder[(index + 1) % readingOrder.length];
}

export function routesInGroup(group: MenuGroup): AppRoute[] {
  return routes.filter((r): r is AppRoute & { group: MenuGroup } => 'group' in r && r.group === group);
}

export function routesInSideMenu(side: SideMenu): AppRoute[] {
  return routes.filter((r) => 'side' in r && r.side === side);
}

/**
 * Pages that are React apps in the browser: the forms, the search page, the device pages and the
 * family's status page (it reads its link from the fragment and the device's last known state).
 * Every other page is a document: its server-rendered HTML with small islands, never hydrated
 * (docs/architecture.md), reached by plain navigation.
 */
export const appKinds: ReadonlySet<RouteKind> = new Set<RouteKind>(['form', 'search', 'device', 'status']);

export function isAppRoute(route: Pick<RouteDef, 'kind'>): boolean {
  return appKinds.has(route.kind);
}

/** Fills `:params` of a route path. */
export function buildPath(route: RouteDef, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** Matches a path (under the locale prefix, no slashes at the ends) against the table. */
export function matchRoute(rest: string): RouteMatch | undefined {
  const parts = rest === '' ? [] : rest.split('/');
  let best: RouteMatch | undefined;
  for (const route of routes) {
    const pattern = route.path === '' ? [] : route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    let dynamicCount = 0;
    pattern.forEach((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        dynamicCount += 1;
        if (!part) ok = false;
        else params[segment.slice(1)] = decodeURIComponent(part);
      } else if (segment !== part) ok = false;
    });
    if (!ok) continue;
    // Static segments win over parameters (`news-updates/page/2` is not an article).
    if (!best || dynamicCount < Object.keys(best.params).length) best = { route, params };
  }
  return best;
}

/** Legacy paths: `news-updates/page/{n}` must be a positive whole number written plainly. */
export function parsePageNumber(raw: string): number | undefined {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return undefined;
  return Number(raw);
}
