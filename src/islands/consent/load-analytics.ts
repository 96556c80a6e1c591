// Adds the school's analytics to the page once the visitor has agreed: Google Tag Manager (gtm.js
// from a script element made here, since the CSP forbids GTM's inline snippet) and the pixel
// script from this site. Withdrawing removes their first-party cookies.

import type { AnalyticsSettings } from '../../config/runtime';

const added = new Set<string>();

function addScript(src: string): void {
  if (added.has(src)) return;
  added.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** Loads the configured tag manager and pixel, once per page. */
export function loadAnalytics(settings: AnalyticsSettings): void {
  const gtm = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(settings.gtmId)}`;
  if (settings.gtmId && !added.has(gtm)) {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(gtm);
  }
  if (settings.pixelSrc) addScript(settings.pixelSrc);
}

/** Cookies Google Analytics, Google Ads and the Meta pixel set on the site's own domain. */
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl|_fbp|_fbc)/;

/** Expires the analytics cookies on this host and its parent domains. */
export function clearAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
}
