// The site locale (en, th, ru, cn) of the IntlProvider a form renders in.

import { useIntl } from 'react-intl';
import { localeInfo, localePath, locales, type Locale } from '../i18n/locales';

/** Maps an Intl locale ('th-TH') back to the site's locale ('th'); English otherwise. */
export function siteLocaleOf(intlLocale: string): Locale {
  return locales.find((l) => localeInfo[l].intl === intlLocale || localeInfo[l].tag === intlLocale) ?? 'en';
}

export function useFormLocale(): Locale {
  return siteLocaleOf(useIntl().locale);
}

/** Builds a path of this site in the form's language: `usePagePath()('application-form')`. */
export function usePagePath(): (rest: string) => string {
  const locale = useFormLocale();
  return (rest) => localePath(locale, rest);
}
