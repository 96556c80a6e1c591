// The one bridge from the page to the service worker (loaded lazily after the page is up):
// registers it, asks it to cache the visitor's language, surfaces waiting updates and applies
// them only after drafts are flushed, and checks for updates when an installed app returns to
// the foreground.

import { Workbox } from 'workbox-window';
import type { Locale } from '../../i18n/locales';
import type { PageToWorkerMessage } from '../../sw/messages';
import { usePwaStore } from './pwa-store';

let workbox: Workbox | undefined;

function post(message: PageToWorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Caches every page of `locale` for offline use (the worker skips what it already has). */
export function cacheLocale(locale: Locale): void {
  if (workbox) post({ type: 'cache-locale', locale });
}

export function startServiceWorker(locale: Locale): void {
  if (workbox) return;
  // The page sends the outbox too (start-up, online, visible): not every browser has Background Sync.
  // Its code (IndexedDB, the outbox, about 35 KB) loads on its own, after the worker's registration.
  void import('../../outbox').then((outbox) => outbox.startOutboxFlush());
  if (!('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  const wb = workbox;

  wb.addEventListener('waiting', () => {
    usePwaStore.getState().set({
      updateReady: true,
      applyUpdate: async () => {
        await (await import('../../pwa/before-update')).runBeforeUpdate();
        wb.addEventListener('controlling', () => window.location.reload());
        const registration = await navigator.serviceWorker.getRegistration();
        registration?.waiting?.postMessage({ type: 'skip-waiting' } satisfies PageToWorkerMessage);
      },
    });
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });

  // Registration can fail (private modes, blocked workers): the site then works online only.
  wb.register()
    .then((registration) => {
      if (registration) cacheLocale(locale);
    })
    .catch((error: unknown) => console.warn('Service worker not available:', error));
}
