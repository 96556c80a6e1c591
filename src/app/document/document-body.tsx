// The body of every page as the server sends it: the skip link, the consent banner, the header,
// shared-device mode's bar, the page itself inside <main>, the footer and the notices. Rendered
// on the server only; the page's own content (inside #root) is the one part a React app may
// hydrate, on the pages that are apps (forms, search, device pages).

import { IntlProvider } from 'react-intl';
import { localeInfo, type Locale } from '../../i18n/locales';
import type { Catalogue } from '../../i18n/catalogue';
import type { RouteId } from '../../routes/table';
import type { PageLanguages } from '../page-languages';
import { useT } from '../use-t';
import { ConnectionStatus, ConsentBanner, FeatureUnavailable, UpdatePrompt } from './notices';
import { SharedDeviceBar } from './shared-device';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface DocumentBodyProps {
  locale: Locale;
  pathname: string;
  /** The route shown, marked current in the menus (none for error pages). */
  current?: RouteId;
  /** The page's own HTML, rendered apart (a React app hydrates exactly this part). */
  pageHtml: string;
  /** A WordPress page's languages, as WordPress names them: the language menu's links. */
  languages?: PageLanguages;
}

function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="skip-link">
      {t('nav.skipToContent')}
    </a>
  );
}

function Body({ locale, pathname, current, pageHtml, languages }: DocumentBodyProps) {
  return (
    <>
      <SkipLink />
      {/* Early in the tab order (after the skip link), shown at the foot of the screen. */}
      <ConsentBanner locale={locale} />
      <SiteHeader locale={locale} pathname={pathname} current={current} languages={languages} />
      <SharedDeviceBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <div id="root" data-path={pathname} dangerouslySetInnerHTML={{ __html: pageHtml }} />
      </main>
      <SiteFooter locale={locale} />
      <UpdatePrompt />
      <FeatureUnavailable />
      <ConnectionStatus />
    </>
  );
}

/** The document's body in `locale`, with `messages` (the site's and shared-device mode's). */
export function DocumentBody(props: DocumentBodyProps & { messages: Catalogue }) {
  const { messages, ...rest } = props;
  return (
    <IntlProvider locale={localeInfo[rest.locale].intl} messages={messages} defaultLocale="en" timeZone="Asia/Bangkok">
      <Body {...rest} />
    </IntlProvider>
  );
}
