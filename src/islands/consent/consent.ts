// Analytics consent (PDPA), decided once per visit: reads the configured analytics from
// /app-config.json, loads them if the visitor agreed, asks with the banner if they have not
// chosen, and does nothing under Do Not Track or Global Privacy Control (the banner then only
// says so, when opened from "Cookie settings"). "Accept analytics" and "Decline" weigh the same.
// The code that adds or clears analytics (load-analytics.ts) comes only to a visitor who agreed.

import { parseAnalytics, RUNTIME_CONFIG_PATH, type AnalyticsSettings } from '../../config/runtime';
import { islandIds } from '../contract';
import { onAction, part } from '../dom';
import { browserRefusesTracking, readConsent, writeConsent, type AnalyticsChoice } from './record';

const analyticsCode = () => import('./load-analytics');

function startAnalytics(analytics: AnalyticsSettings): void {
  analyticsCode().then(
    ({ loadAnalytics }) => loadAnalytics(analytics),
    () => undefined, // Offline: nothing to load anyway.
  );
}

async function configuredAnalytics(): Promise<AnalyticsSettings | undefined> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
    return response.ok ? parseAnalytics(((await response.json()) as { analytics?: unknown }).analytics) : undefined;
  } catch {
    return undefined; // Offline: nothing to load anyway.
  }
}

export async function startConsent(): Promise<void> {
  const banner = part(islandIds.consent);
  const settings = part(islandIds.cookieSettings);
  const analytics = await configuredAnalytics();
  if (!banner || !settings || !analytics) return;
  const refused = browserRefusesTracking();
  let choice: AnalyticsChoice | undefined = readConsent()?.analytics;
  let returnTo: Element | null = null;
  if (!refused && choice === 'granted') startAnalytics(analytics);

  const show = (selector: string, visible: boolean) => {
    for (const element of banner.querySelectorAll<HTMLElement>(selector)) element.hidden = !visible;
  };
  const render = () => {
    show('[data-consent="ask"]', !refused);
    show('[data-consent="refused"]', refused);
    show('[data-consent="granted"]', !refused && choice === 'granted');
    show('[data-consent="denied"]', !refused && choice === 'denied');
    show('[data-action="accept"], [data-action="decline"]', !refused);
    show('[data-action="close"]', refused);
  };
  const open = (onRequest: boolean) => {
    render();
    banner.hidden = false;
    if (onRequest) {
      returnTo = document.activeElement;
      banner.focus();
    }
  };
  const close = () => {
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    // Back where the visitor came from, or (first visit, reached by Tab) on to the main content.
    if (returnTo instanceof HTMLElement) returnTo.focus();
    else if (hadFocus) document.getElementById('main')?.focus();
    returnTo = null;
  };
  const decide = (next: AnalyticsChoice) => {
    const before = choice;
    writeConsent(next);
    choice = next;
    close();
    if (next === 'granted') startAnalytics(analytics);
    if (next === 'denied' && before === 'granted') {
      // Scripts already running cannot be unloaded: drop their cookies and start the page afresh.
      void analyticsCode()
        .then(({ clearAnalyticsCookies }) => clearAnalyticsCookies())
        .catch(() => undefined)
        .finally(() => location.reload());
    }
  };

  settings.hidden = false;
  onAction(settings, 'cookie-settings', () => open(true));
  onAction(banner, 'accept', () => decide('granted'));
  onAction(banner, 'decline', () => decide('denied'));
  onAction(banner, 'close', close);
  if (!refused && !choice) open(false);
}
