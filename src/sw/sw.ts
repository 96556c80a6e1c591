// The service worker's entry: wires events to the modules beside it (docs/style.md §2.7: a thin entry).

import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { contentBaseUrl } from '../config/site';
import { ensureLocaleCached } from './locale-bundle';
import { isPageToWorkerMessage, isSkipWaiting } from '../shared/worker-messages';
import { handleNavigation } from './navigation';
import { DESK_PATHS, registerRuntimeCaching } from './runtime-caching';
import { answerOutboxSync } from '../outbox/worker';
import { answerSafeCopySync } from '../safe-copy/worker';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The app shell, its code, fonts, icons and the offline pages (written in by scripts/build.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The admissions desk is staff's, online only: the worker neither answers nor keeps its pages.
registerRoute(new NavigationRoute(handleNavigation, { denylist: [DESK_PATHS] }));
registerRuntimeCaching(contentBaseUrl ? new URL(contentBaseUrl).origin : self.location.origin);
answerOutboxSync(self);
answerSafeCopySync(self);

// The first version takes over at once; later versions wait until the visitor agrees (the page
// flushes drafts first), see src/islands/service-worker.ts.
clientsClaim();

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isPageToWorkerMessage(message)) return;
  if (isSkipWaiting(message)) void self.skipWaiting();
  if (message.type === 'cache-locale') event.waitUntil(ensureLocaleCached(message.locale).catch(() => undefined));
});
