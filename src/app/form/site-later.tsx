// The site's texts a form page shows only to some families (whether the device keeps their data,
// a draft that is not on this device): the `later` part of the page's catalogue
// (src/i18n/catalogue-parts.ts), loaded by the part that shows them.

import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { brandCatalogue, type Catalogue } from '../../i18n/catalogue';
import type { Locale } from '../../i18n/locales';
import { useLocale } from '../locale-context';

const later: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../../locales/en.json?part=later'),
  th: () => import('../../locales/th.json?part=later'),
  ru: () => import('../../locales/ru.json?part=later'),
  cn: () => import('../../locales/cn.json?part=later'),
};

/** Renders `children` with the page's messages and their later part, once it has loaded. */
export function SiteLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const [messages, setMessages] = useState<Catalogue>();
  useEffect(() => {
    let live = true;
    void later[locale]().then((module) => live && setMessages(brandCatalogue(module.default)));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!messages) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={intl.locale}
      timeZone={intl.timeZone}
      defaultLocale={intl.defaultLocale}
      messages={{ ...intl.messages, ...messages } as Catalogue}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
