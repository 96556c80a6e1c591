// The page's side of the service worker, on every page: registers it, asks it to keep the
// visitor's language for offline reading, shows "a new version is ready" when one waits and
// applies it when the visitor agrees (after the page's own before-update work: a form flushes
// its draft), and looks for updates when an installed app comes back to the foreground.

import type { Locale } from '../i18n/locales';
import { runBeforeUpdate } from '../pwa/before-update';
import type { PageToWorkerMessage } from '../shared/worker-messages';
import { islandIds } from './contract';
import { actionButton, onAction, part } from './dom';

function post(message: PageToWorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const prompt = part(islandIds.updatePrompt);
  // The very first worker takes over by itself: only a worker replacing another is an update.
  if (!prompt || !registration.waiting || !navigator.serviceWorker.controller) return;
  prompt.hidden = false;
}

function wireUpdatePrompt(registration: ServiceWorkerRegistration): void {
  const prompt = part(islandIds.updatePrompt);
  if (!prompt) return;
  onAction(prompt, 'update', async (button) => {
    button.disabled = true;
    await runBeforeUpdate();
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    registration.waiting?.postMessage({ type: 'skip-waiting' } satisfies PageToWorkerMessage);
  });
  onAction(prompt, 'later', () => {
    prompt.hidden = true;
    actionButton(prompt, 'update')?.removeAttribute('disabled');
  });
}

/** Registers the worker; resolves with its registration, or undefined where there is none. */
export async function startServiceWorker(locale: Locale): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // Private modes and blocked workers: the site then works online only.
    console.warn('Service worker not available:', error);
  }
  // Some browsers (and blocked workers in test tools) resolve without a registration.
  if (!registration) return undefined;
  // Once the visitor uses a language, the worker keeps all of it for offline reading.
  post({ type: 'cache-locale', locale });
  wireUpdatePrompt(registration);
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed') offerUpdate(registration);
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
  return registration;
}
