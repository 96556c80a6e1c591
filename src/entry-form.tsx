// A form page's script (started by src/boot.ts after the first paint, as entry-client.tsx is for
// the other app pages): loads the page's first messages, the wizard's meta and its first tab, then
// hydrates the form pages' island (#form-root, src/app/form) on its own, without the router.
// Served for another address of its route (a saved draft's own address, from the service worker
// or the server), it renders instead. On a shared tablet the family's carried session opens
// first; the outbox's triggers start once the page is idle, where the device may hold something.

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { brandCatalogue, type Catalogue } from './i18n/catalogue';
import { localeInfo, splitLocale, type Locale } from './i18n/locales';
import { ApplicationStart, CurrentDraftWizard, DraftWizard, FormIsland } from './app/form/form-island';
import { isFormRoute, loadMeta, pageAt, type FormRouteId } from './app/form/form-routes';
import { catalogueOf, loadFirstFormMessages, type WizardMeta } from './forms';
import { preload } from './forms/preloadable';
import { mayHoldRecords } from './db/light';
import { SHARED_DEVICE_FLAG } from './device/flag';
import { afterLoadAndIdle } from './pwa/after-load';
import { nextTask } from './pwa/next-task';
import { unlessChunkMissing } from './pwa/chunk-reload';
import { saveBeforeLeaving } from './pwa/save-before-leaving';

/** The part of the page's catalogue a form page shows (src/i18n/catalogue-parts.ts). */
const siteMessages: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./locales/en.json?part=first'),
  th: () => import('./locales/th.json?part=first'),
  ru: () => import('./locales/ru.json?part=first'),
  cn: () => import('./locales/cn.json?part=first'),
};

/** On a shared tablet: the family's session, carried from the tab's page before (src/device/carry.ts). */
async function resumeSharedSession(): Promise<void> {
  if (localStorage.getItem(SHARED_DEVICE_FLAG) !== '1') return;
  await (await import('./device/carry')).resumeCarriedSession();
}

/**
 * The wizard's meta, its first messages and what the page opens on: its first tab, or the
 * application's start page (a draft's first tab comes once the page is idle: "Start" leads to it).
 */
async function loadForm(route: FormRouteId, page: FormRouteId, locale: Locale): Promise<WizardMeta> {
  const opens =
    page === 'application-form' ? ApplicationStart : page === 'application-draft' ? DraftWizard : CurrentDraftWizard;
  const [meta] = await Promise.all([loadMeta(route), opens.preload()]);
  const first = meta.steps[0]?.Component;
  await Promise.all([loadFirstFormMessages(locale, catalogueOf(meta)), page === 'application-form' || preload(first)]);
  return meta;
}

/** How long the page's other islands wait at most for the form to show (src/boot.ts). */
const SHOWN_WAIT_MS = 20_000;

/**
 * Starts the form page's island in `container` (#form-root, which src/boot.ts found) and resolves
 * once the form is on screen and takes input; rejects when its code cannot load (boot handles that).
 */
export async function startForm(container: HTMLElement): Promise<void> {
  const route = container.dataset.route;
  if (!route || !isFormRoute(route)) return;
  const { locale } = splitLocale(location.pathname);
  const page = pageAt(route, location.pathname).route;
  // Each step in a task of its own, apart from the evaluation of the code that just arrived: the
  // loads (each adds preload links), the device's first storage read (tens of milliseconds on a
  // first visit, in Chromium) and hydration.
  await nextTask();
  const [messages, meta] = await Promise.all([
    siteMessages[locale]().then((module) => brandCatalogue(module.default)),
    loadForm(route, page, locale),
    nextTask().then(resumeSharedSession),
  ]);
  await nextTask();
  const rendered = container.dataset.path === location.pathname;
  let shown = () => {};
  const formShown = new Promise<void>((resolve) => {
    shown = resolve;
    setTimeout(resolve, SHOWN_WAIT_MS);
  });
  const island = (
    <StrictMode>
      <IntlProvider locale={localeInfo[locale].intl} messages={messages} defaultLocale="en" timeZone="Asia/Bangkok">
        <FormIsland
          locale={locale}
          route={route}
          meta={meta}
          serverPath={container.dataset.path ?? ''}
          onShown={shown}
        />
      </IntlProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds.
  if (rendered) startTransition(() => void hydrateRoot(container, island));
  else {
    container.replaceChildren();
    createRoot(container).render(island);
  }
  saveBeforeLeaving();
  // Sending what waits, on a device that may hold something (a submission starts it too).
  void afterLoadAndIdle()
    .then(() => mayHoldRecords())
    .then(async (may) => {
      if (may) (await import('./outbox')).startOutboxFlush();
    })
    .catch(unlessChunkMissing);
  // The application's start page: a new draft's first tab and the wizard load once the start
  // page is on screen and the browser is idle, so "Start a new application" finds them in memory
  // and their evaluation stays out of hydration's tasks.
  if (page === 'application-form') {
    void formShown
      .then(afterLoadAndIdle)
      .then(() => Promise.all([preload(meta.steps[0]?.Component), DraftWizard.preload()]))
      .catch(unlessChunkMissing);
  }
  await formShown;
}
