// Decides, once per visit, what analytics may run: reads the configured analytics from
// /app-config.json, then loads them if the visitor agreed, asks with the (lazy) banner if they
// have not chosen, and does nothing under Do Not Track or Global Privacy Control.

import { lazy, Suspense, useEffect } from 'react';
import { parseAnalytics, RUNTIME_CONFIG_PATH } from '../../config/runtime';
import { browserRefusesTracking, readConsent } from './consent-record';
import { useConsentStore } from './consent-store';
import { loadAnalytics } from './load-analytics';

const ConsentBanner = lazy(() => import('./consent-banner'));

let request: ReturnType<typeof fetchAnalytics> | undefined;

/** The configured analytics, asked of the server once per page. */
const configuredAnalytics = () => (request ??= fetchAnalytics());

async function fetchAnalytics() {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
    return response.ok ? parseAnalytics(((await response.json()) as { analytics?: unknown }).analytics) : undefined;
  } catch {
    return undefined; // Offline: nothing to load anyway.
  }
}

export function ConsentManager() {
  const open = useConsentStore((state) => state.open);
  useEffect(() => {
    let cancelled = false;
    void configuredAnalytics().then((analytics) => {
      if (cancelled || !analytics) return;
      const refused = browserRefusesTracking();
      const choice = readConsent()?.analytics;
      useConsentStore.getState().set({ analytics, refused, choice, open: !refused && !choice });
      if (!refused && choice === 'granted') loadAnalytics(analytics);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
