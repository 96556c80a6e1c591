// Every page's one script, a few kilobytes: a page is its server-rendered HTML, which paints and
// works on its own (docs/architecture.md). This picks the language at '/', keeps the browser's
// install offer, gives the header's menus their keyboard and pointer behaviour, makes an article's
// videos play on click (loading that island only where there is one), and after the
// load event starts the other islands (service worker, notices, consent, outbox). On a page that
// is a React app (forms, search, device pages) it then loads the app once the page has first
// painted, so the text, its fonts and first images never wait behind the app's code, holds a tap
// on the app's buttons until the app can do it, and starts the islands once the app has started.

import { localePath, pickLocale } from './i18n/locales';
import { readLocaleCookie } from './i18n/locale-cookie';
import { catchInstallOffer } from './pwa/install-offer';
import { isChunkLoadError, reloadOnceForChunkError } from './pwa/chunk-reload';
import { afterLoadAndIdle } from './pwa/after-load';
import { nextTask } from './pwa/next-task';
import { APP_PAGE_ATTRIBUTE, FORM_ROOT_ID } from './islands/contract';
import { enhanceMenus } from './islands/menus';
import { holdTapsUntilReady } from './islands/held-taps';
import { loadPart } from './islands/feature-unavailable';
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
 * react-intl, and the app: a form page's island (src/entry-form.tsx, no router) or the router's
 * app (src/entry-client.tsx). The browser runs each chunk's module code in a task of its own as
 * it arrives (React DOM alone takes tens of milliseconds on a phone) rather than all of it in one
 * long task that would hold up a tap. The first two are what the app imports anyway; as
 * namespaces here they keep all their exports, which costs react-intl under 1 KB. Offline with
 * the code not on the device, the page stays as it is (readable, its links working) and says so;
 * the app loads once the connection is back.
 */
const routerEntry = () => import('./entry-client').then((entry) => entry.startApp);
const formEntry = (root: HTMLElement) => () => import('./entry-form').then((entry) => () => entry.startForm(root));

/** `settled`: called once the app has started, or its code could not load. */
function startApp(settled: () => void): void {
  // Each import on its own: the bundler's preloading of one never fetches the other's files.
  const formRoot = document.getElementById(FORM_ROOT_ID);
  const entry = formRoot ? formEntry(formRoot) : routerEntry;
  loadPart(async () => {
    try {
      // Each import in a task of its own: the first starts the browser's module loading (a few
      // milliseconds on a phone), and each adds its files' preload links.
      const dom = import('react-dom/client');
      await nextTask();
      const intl = import('react-intl').then((module) => module.IntlProvider);
      await nextTask();
      const [, , run] = await Promise.all([dom, intl, entry()]);
      await run();
    } catch (error) {
      // Files a newer version replaced: reload once, if online.
      if (navigator.onLine && isChunkLoadError(error) && reloadOnceForChunkError()) return;
      throw error;
    } finally {
      settled();
    }
  });
}

/**
 * The first Intl call of a page makes ICU load its data (17-45 ms in Chromium here, any language,
 * one native call that cannot be split). react-intl's first render would pay it while the page is
 * already painted and a tap would wait; made as the page's first script ran, it still landed after
 * the first paint on some loads. A worker makes it instead (./islands/intl-worker.ts): the tables
 * it builds are the browser process's, so the main thread finds them ready and never blocks on
 * them. Where a worker cannot start, the main thread makes the call here as before.
 */
function warmUpIntl(): void {
  const tag = document.documentElement.lang || 'en';
  try {
    new Worker(new URL('./islands/intl-worker.ts', import.meta.url), { name: tag });
  } catch {
    Intl.NumberFormat.supportedLocalesOf(tag);
    Intl.DateTimeFormat.supportedLocalesOf(tag);
  }
}

const target = languageRedirect();
if (target) location.replace(target);
else {
  catchInstallOffer();
  enhanceMenus();
  // Until it arrives a video placeholder is a plain link to the video.
  if (document.querySelector('a.video-embed'))
    loadPart(async () => {
      await import('./islands/video-embed');
    });
  // On an app page the islands wait for the app too: a form's first field comes before them.
  let appStarted = Promise.resolve();
  if (document.documentElement.hasAttribute(APP_PAGE_ATTRIBUTE)) {
    warmUpIntl();
    const root = document.getElementById('root');
    if (root) holdTapsUntilReady(root);
    appStarted = new Promise((settled) => afterFirstPaint(() => startApp(settled)));
  }
  void appStarted
    .then(afterLoadAndIdle)
    .then(() => loadPart(async () => (await import('./islands/later')).startLaterIslands()));
}
