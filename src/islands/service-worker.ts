// The page's side of the service worker, on every page: registers it with workbox-window, asks it
// to keep the visitor's language for offline reading, shows "a new version is ready" when one
// waits and applies it when the visitor agrees (after the page's own before-update work: a form
// flushes its draft), and looks for updates when an installed app comes back to the foreground.
// Loaded after the load event (./later.ts), so workbox-window never weighs on a page's first load.

import { Workbox } from 'workbox-window';
import type { Locale } from '../i18n/locales';
import { runBeforeUpdate } from '../pwa/before-update';
import type { PageToWorkerMessage } from '../shared/worker-messages';
import { islandIds } from './contract';
import { actionButton, onAction, part } from './dom';

function post(message: PageToWorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * Shows the prompt while a new version waits, and on "Update now" runs the page's before-update
 * work, tells the waiting worker to take over and reloads once it controls the page. Only the
 * visitor's yes reloads: a worker that another tab let in leaves this page as it is.
 */
function wireUpdatePrompt(workbox: Workbox): void {
  const prompt = part(islandIds.updatePrompt);
  if (!prompt) return;
  let agreed = false;
  workbox.addEventListener('waiting', () => {
    // The very first worker takes over by itself: only a worker replacing another is an update.
    if (navigator.serviceWorker.controller) prompt.hidden = false;
  });
  workbox.addEventListener('controlling', () => {
    if (agreed) location.reload();
  });
  onAction(prompt, 'update', async (button) => {
    button.disabled = true;
    await runBeforeUpdate();
    agreed = true;
    workbox.messageSkipWaiting();
  });
  onAction(prompt, 'later', () => {
    prompt.hidden = true;
    actionButton(prompt, 'update')?.removeAttribute('disabled');
  });
}

/** Registers the worker; resolves with its registration, or undefined where there is none. */
export async function startServiceWorker(locale: Locale): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  wireUpdatePrompt(workbox);
  let registration: ServiceWorkerRegistration | undefined;
  try {
    // The islands start after the load event already: nothing to wait for.
    registration = await workbox.register({ immediate: true });
  } catch (error) {
    // Private modes and blocked workers: the site then works online only.
    console.warn('Service worker not available:', error);
  }
  // Some browsers (and blocked workers in test tools) resolve without a registration.
  if (!registration) return undefined;
  // Once the visitor uses a language, the worker keeps all of it for offline reading.
  post({ type: 'cache-locale', locale });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  });
  return registration;
}
