// The page's first script: tiny, so a prerendered page paints from its HTML alone. It picks the
// language at '/', keeps the browser's install offer, and starts loading the app (React, the
// router, the messages: about 130 KB) once the page has first painted, so on a slow connection
// the text, its fonts and the first images do not wait behind the code that makes the page
// interactive. Links and the page's content work before then; the app then hydrates the page.

import { localePath, pickLocale } from './i18n/locales';
import { readLocaleCookie } from './i18n/locale-cookie';
import { catchInstallOffer } from './app/pwa/install-offer';
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
 * Loads the app in two parts, fetched together: the browser runs React DOM's module code in a task
 * of its own as it arrives (tens of milliseconds on a phone), rather than with the rest in one long
 * task that would hold up a tap. (A namespace import of the router or react-intl here would keep
 * every export they have: React DOM's client entry exports only what the app uses anyway.) Intl's
 * locale data, which the first formatted message would otherwise load in the middle of hydration,
 * is read in another task meanwhile.
 */
function startApp(): void {
  void import('react-dom/client');
  void import('react-intl');
  void import('./entry-client');
}

const target = languageRedirect();
if (target) location.replace(target);
else {
  catchInstallOffer();
  afterFirstPaint(startApp);
}
