// The language menu: the same page in each of the four languages; the choice is remembered. A
// page from WordPress names its translations itself (page-languages.ts): a language without the
// article or gallery item leads to that language's list, never to a guessed address.

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link, useLocation } from 'react-router';
import { localeInfo, localePath, locales, switchLocalePath, type Locale } from '../../i18n/locales';
import { rememberLocale } from '../../i18n/locale-cookie';
import { ChevronDownIcon, GlobeIcon } from '../components/icons';
import { useLocale } from '../locale-context';
import { usePageLanguages } from '../page-languages';
import { useT } from '../use-t';

export function LanguageSwitcher() {
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const t = useT();
  const languages = usePageLanguages();
  const hrefFor = (to: Locale) =>
    languages
      ? localePath(to, languages.paths[to] ?? languages.fallback)
      : switchLocalePath(pathname, to) + search + hash;
  return (
    <Menu as="div" className="lang-switcher">
      <MenuButton
        className="lang-switcher__button"
        aria-label={t('language.current', { language: localeInfo[current].nativeName })}
      >
        <GlobeIcon />
        <span lang={localeInfo[current].tag}>{localeInfo[current].nativeName}</span>
        <ChevronDownIcon width={16} height={16} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="lang-switcher__menu" modal={false}>
        {locales.map((locale) => (
          <MenuItem key={locale}>
            <Link
              to={hrefFor(locale)}
              lang={localeInfo[locale].tag}
              hrefLang={localeInfo[locale].tag}
              className="lang-switcher__item"
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {localeInfo[locale].nativeName}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
