// The page's first script: tiny, so a prerendered page paints from its HTML alone. It picks the
// language at '/', keeps the browser's install offer, and starts loading the app (React, the
// router, the messages: about 130 KB) once the page has first painted, so on a slow connection
// the text, its fonts and the first images do not wait behind the code that makes the page
// interactive. Links and the page's content work before then; the app then hydrates the page.

import { localePath, pickLocale } from './i18n/locales';
import { readLocaleCookie } from './i18n/locale-cookie';
import { catchInstallOffer } from './app/pwa/install-offer';
import { isChunkLoadError, reloadOnceForChunkError } from './app/chunk-reload';
import './styles/global.css';

/** At '/', a saved choice or (first visit) the browser's languages pick the home page. */
function languageRedirect(): string | undefined {
  if (location.pathname !== '/' || new URLSearchParams(location.search).has('lang')) return undefined;
  const chosen = readLocaleCookie(document.cookie) ?? pickLocale(navigator.languages);
  return chosen && chosen !== 'en' ? localePath(chosen, '') : undefined;
}

/** Runs `start` once the page's first contentful paint is on screen (at once in a hidden tab). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes() || painted()) {
    once();
    return;
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  // A page that never paints (hidden before its first frame, say) still gets its app.
  document.addEventListener('visibilitychange', once, { once: true });
  setTimeout(once, 3000);
}

/**
 * Loads the app in three chunks fetched side by side (scripts/chunking.ts): React with React DOM,
 * react-intl, and the app. The browser runs each chunk's module code in a task of its own as it
 * arrives (React DOM alone takes tens of milliseconds on a phone) rather than all of it in one long
 * task that would hold up a tap. The first two are what the app imports anyway; as namespaces here
 * they keep all their exports, which costs react-intl under 1 KB.
 */
function startApp(): void {
  const missing = () => undefined; // reported below, by the app's own import
  import('react-dom/client').catch(missing);
  import('react-intl').catch(missing);
  import('./entry-client').catch((error: unknown) => {
    // Files a newer version replaced (the page stays readable meanwhile): reload once, if online.
    if (navigator.onLine && isChunkLoadError(error)) reloadOnceForChunkError();
    else throw error;
  });
}

/**
 * The first Intl call of a page makes ICU load its data (17-45 ms in Chromium here, any language,
 * one native call that cannot be split). react-intl's first render would pay it while the page is
 * already painted and a tap would wait; paid here, as the page's first script runs, it lands
 * before the first paint in practice (Lighthouse: form pages' blocking time 230-330 -> 170-270 ms,
 * paint times unchanged).
 */
function warmUpIntl(): void {
  const tag = document.documentElement.lang || 'en';
  Intl.NumberFormat.supportedLocalesOf(tag);
  Intl.DateTimeFormat.supportedLocalesOf(tag);
}

const target = languageRedirect();
if (target) location.replace(target);
else {
  warmUpIntl();
  catchInstallOffer();
  afterFirstPaint(startApp);
}
