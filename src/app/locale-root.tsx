// The frame of every page in one locale: Intl messages, skip link, consent banner, progress bar,
// header, the page itself (with the 'page' transition) and the footer.

import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { localeInfo, type Locale } from '../i18n/locales';
import { getMessages } from '../i18n/messages';
import { LocaleContext } from './locale-context';
import { ProgressBar } from './layout/progress-bar';
import { DeferredHeader } from './layout/deferred-header';
import { SiteFooter } from './layout/site-footer';
import { useT } from './use-t';
import { ConnectionStatus } from './pwa/connection-status';
import { UpdatePrompt } from './pwa/update-prompt';
import { ConsentManager } from './consent/consent-manager';
import { SharedDeviceSlot } from '../device/ui/shared-device-slot';
import { loadBridge } from './pwa/load-bridge';

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="skip-link">
      {t('nav.skipToContent')}
    </a>
  );
}

export function LocaleRoot({ locale }: { locale: Locale }) {
  useEffect(() => {
    // Once the visitor uses a language, the service worker keeps all of it for offline reading.
    if (import.meta.env.PROD) void loadBridge().then((bridge) => bridge.cacheLocale(locale));
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <IntlProvider
        locale={localeInfo[locale].intl}
        messages={getMessages(locale)}
        defaultLocale="en"
        timeZone="Asia/Bangkok"
      >
        <SkipLink />
        {/* Early in the tab order (after the skip link), shown at the foot of the screen. */}
        <ConsentManager />
        <ProgressBar />
        <DeferredHeader />
        <SharedDeviceSlot />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <UpdatePrompt />
        <ConnectionStatus />
        <ScrollRestoration />
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
