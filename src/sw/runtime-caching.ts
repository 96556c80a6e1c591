// Run-time caching of what is not precached: WordPress answers (stale-while-revalidate with an
// expiry), images (cache-first, capped, purged when storage runs short), code chunks and search
// indexes (from whichever cache holds them, else the network). Nothing of the admissions desk:
// no route here matches its paths, so the worker leaves those requests to the browser.

import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, CONTENT_CACHE, IMAGES_CACHE } from './constants';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** The admissions desk's pages, assets and API: never cached, never answered by the worker. */
export const DESK_PATHS = /^\/(th\/)?desk(\/|$)|^\/api\/desk(\/|$)/;

/** Cache-first across every cache (precache, locale bundles), then the network. */
async function fromAnyCache(request: Request, store: string): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(store).then((cache) => cache.put(request, copy));
  }
  return response;
}

export function registerRuntimeCaching(contentOrigin: string): void {
  const isDesk = (url: URL) => url.origin === self.location.origin && DESK_PATHS.test(url.pathname);
  const isContentApi = (url: URL) =>
    url.pathname.startsWith('/wp-json/') && (url.origin === self.location.origin || url.origin === contentOrigin);
  const isImage = (url: URL, destination: RequestDestination) =>
    destination === 'image' &&
    !isDesk(url) &&
    (url.pathname.startsWith('/wp-content/uploads/') || url.origin === contentOrigin);

  registerRoute(
    ({ url }) => isContentApi(url),
    new StaleWhileRevalidate({
      cacheName: CONTENT_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  registerRoute(
    ({ url, request }) => isImage(url, request.destination),
    new CacheFirst({
      cacheName: IMAGES_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  registerRoute(
    ({ url }) =>
      url.origin === self.location.origin &&
      (url.pathname.startsWith('/assets/') || /^\/search\/\w+\.json$/.test(url.pathname)),
    ({ request }) => fromAnyCache(request, ASSETS_CACHE),
  );
}
