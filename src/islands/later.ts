// The islands a visitor does not need to read the page, started once the page has loaded and the
// browser is idle: the service worker (offline reading, updates), the install invitation, the
// connection line, analytics consent, the outbox (on document pages; an app page runs its own
// triggers) and, on a tablet in shared-device mode, its bar and idle timer, whose code only such a
// tablet loads.

import { splitLocale } from '../i18n/locales';
import { SHARED_DEVICE_FLAG } from '../device/flag';
import { nudgeOutbox } from '../outbox/nudge';
import { markReady } from '../pwa/ready';
import { APP_PAGE_ATTRIBUTE } from './contract';
import { watchConnection } from './connection';
import { startConsent } from './consent/consent';
import { loadPart } from './feature-unavailable';
import { offerInstall } from './install';
import { startServiceWorker } from './service-worker';

export function startLaterIslands(): void {
  const { locale } = splitLocale(location.pathname);
  const appPage = document.documentElement.hasAttribute(APP_PAGE_ATTRIBUTE);
  watchConnection();
  offerInstall();
  void startConsent();
  void startServiceWorker(locale).then((registration) => {
    if (registration && !appPage) nudgeOutbox();
  });
  if (localStorage.getItem(SHARED_DEVICE_FLAG) !== '1') {
    markReady('islands');
    return;
  }
  // The page is ready once the tablet's bar and idle timer run too.
  loadPart(async () => {
    (await import('./shared-device')).watchSharedDevice(locale);
    markReady('islands');
  });
}
