// A page that is a React app (the forms, the search page, the device pages), started by
// src/boot.ts after the first paint: loads the locale's messages and the page's code, then
// hydrates the page's own content (#root inside <main>; the document around it is the server's).
// Served for another address of its route (a saved draft's own address, from the service worker
// or the server), it renders instead. Its outbox triggers and, on a shared tablet, the family's
// carried session start here too.

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { splitLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { createRoutes, discoverLocales } from './app/routes';
import { readHydration } from './app/hydration';
import { afterLoadAndIdle } from './pwa/after-load';
import { nextTask } from './pwa/next-task';
import { unlessChunkMissing } from './pwa/chunk-reload';
import { saveBeforeLeaving } from './pwa/save-before-leaving';
import { SHARED_DEVICE_FLAG } from './device/flag';

/** Loads the lazy parts of the routes that match now, so hydration renders the same tree. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

/** On a shared tablet: the family's session, carried from the tab's page before (src/device/carry.ts). */
async function resumeSharedSession(): Promise<void> {
  if (localStorage.getItem(SHARED_DEVICE_FLAG) !== '1') return;
  await (await import('./device/carry')).resumeCarriedSession();
}

/** Starts the page's app; rejects when its code cannot load (src/boot.ts handles that). */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const { locale } = splitLocale(location.pathname);
  const routes = createRoutes([locale]);
  const rendered = container.dataset.path === location.pathname;
  const hydrationData = rendered ? readHydration(document) : undefined;
  // As on a form page (src/entry-form.tsx): the loads, the first storage read and hydration
  // each in a task of their own, apart from the evaluation of the code that just arrived.
  await nextTask();
  await Promise.all([loadMessages(locale), resolveLazyMatches(routes), nextTask().then(resumeSharedSession)]);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: discoverLocales([locale]) });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (Lighthouse: one 1.3 s task on a throttled phone).
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  saveBeforeLeaving();
  // Sending what waits: this page has the database at hand (a document asks the worker).
  void afterLoadAndIdle()
    .then(() => import('./outbox'))
    .then((outbox) => outbox.startOutboxFlush())
    .catch(unlessChunkMissing);
}
