// Page navigations: the network first (short timeout for patchy Wi-Fi), keeping a copy of each
// page opened; offline, the copy, the language's cached bundle, the app shell for saved drafts,
// and otherwise the offline page of that language.

import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { localePath, splitLocale } from '../i18n/locales';
import { isAppRoute, isDynamic, matchRoute } from '../routes/table';
import { PAGES_CACHE } from './constants';
import { ensureLocaleCached, matchLocalePage } from './locale-bundle';

const NETWORK_TIMEOUT_SECONDS = 4;

const network = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreSearch: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
  ],
});

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

async function offlineFallback(url: URL): Promise<Response> {
  const pathname = normalise(url.pathname);
  const { locale, rest } = splitLocale(pathname);
  const cached = (await caches.match(pathname, { ignoreSearch: true })) ?? (await matchLocalePage(locale, pathname));
  if (cached) return cached;
  // A saved draft's own address: the form's page, whose app opens the draft from this device.
  const match = matchRoute(rest);
  if (match && isAppRoute(match.route) && isDynamic(match.route)) {
    const base = localePath(locale, rest.split('/').slice(0, -1).join('/'));
    const page = (await caches.match(base, { ignoreSearch: true })) ?? (await matchLocalePage(locale, base));
    if (page) return page;
  }
  const offline =
    (await matchLocalePage(locale, localePath(locale, 'offline'))) ?? (await matchPrecache('/offline/index.html'));
  return offline ?? new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export async function handleNavigation(options: RouteHandlerCallbackOptions): Promise<Response> {
  const url = new URL(options.request.url);
  const { locale } = splitLocale(url.pathname);
  options.event.waitUntil(ensureLocaleCached(locale).catch(() => undefined));
  try {
    return await network.handle(options);
  } catch {
    return offlineFallback(url);
  }
}
