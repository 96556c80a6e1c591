// The app, started by src/boot.ts after the first paint: loads the locale's messages and the
// matched page's code, then hydrates the prerendered HTML (or renders, for pages built on demand).

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { splitLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { createRoutes, discoverLocales } from './app/routes';
import { readHydration } from './app/hydration';
import { isChunkLoadError, reloadOnceForChunkError } from './app/chunk-reload';
import { usePwaStore } from './app/pwa/pwa-store';
import { receiveInstallOffer } from './app/pwa/install-offer';
import { loadBridge } from './app/pwa/load-bridge';

// The browser's install offer, kept by boot.ts until now, goes to the install button.
receiveInstallOffer((installOffer) => usePwaStore.getState().set({ installOffer }));

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

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const { locale } = splitLocale(location.pathname);
  const routes = createRoutes([locale]);
  const hydrationData = container.hasAttribute('data-prerendered') ? readHydration(document) : undefined;
  try {
    await Promise.all([loadMessages(locale), resolveLazyMatches(routes)]);
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    throw error;
  }
  const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: discoverLocales([locale]) });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (Lighthouse: one 1.3 s task on a throttled phone).
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  if (import.meta.env.PROD) {
    void loadBridge().then((bridge) => bridge.startServiceWorker(locale));
  }
}

void start();
