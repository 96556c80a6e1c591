// The React root of a page's own content in one locale: Intl messages and the locale, the progress
// bar of client-side navigations and the page. The document around it (header, footer, notices)
// is the server's (src/app/document), never React's in the browser.

import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router';
import { localeInfo, type Locale } from '../i18n/locales';
import { getMessages } from '../i18n/messages';
import { LocaleContext } from './locale-context';
import { ProgressBar } from './layout/progress-bar';
import { markReady } from '../pwa/ready';

export function LocaleRoot({ locale }: { locale: Locale }) {
  // From here the page's app is interactive; tests and tools wait for this.
  useEffect(() => {
    markReady('app');
  }, []);
  return (
    <LocaleContext.Provider value={locale}>
      <IntlProvider
        locale={localeInfo[locale].intl}
        messages={getMessages(locale)}
        defaultLocale="en"
        timeZone="Asia/Bangkok"
      >
        <ProgressBar />
        <Outlet />
        <ScrollRestoration />
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
