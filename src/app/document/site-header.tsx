// The header of every page, rendered on the server and never hydrated: logo, the five menu
// groups, search, the language menu, the call to apply and the phone's menu. Each menu is a
// <details> disclosure, so it opens from the keyboard or a tap before any script has arrived;
// src/islands/menus.ts adds Escape, outside clicks and one-open-at-a-time. A page from WordPress
// names its translations itself (page-languages.ts): a language without the article or gallery
// item leads to that language's list, never to a guessed address.

import { brand } from '../../config/brand';
import { localeInfo, localePath, locales, switchLocalePath, type Locale } from '../../i18n/locales';
import { MENU_ATTRIBUTE, SWITCH_LOCALE_ATTRIBUTE } from '../../islands/contract';
import type { RouteId } from '../../routes/table';
import { ChevronDownIcon, CloseIcon, GlobeIcon, LogoMark, MenuIcon, SearchIcon } from '../components/icons';
import { navGroups, titleId } from '../layout/nav-model';
import type { PageLanguages } from '../page-languages';
import { useT } from '../use-t';
import { pagePath } from './paths';

export interface HeaderProps {
  locale: Locale;
  /** The page's address, for the language menu's links to the same page. */
  pathname: string;
  /** The page shown, marked as current in the menus. */
  current?: RouteId;
  /** A WordPress page's languages: where the language menu leads. */
  languages?: PageLanguages;
}

const menu = { [MENU_ATTRIBUTE]: '' };

function NavLinks({ locale, current, className }: { locale: Locale; current?: RouteId; className: string }) {
  const t = useT();
  return navGroups.map(({ group, label, items }) => (
    <li key={group}>
      <details className={`${className}__group`} name={`${className}-groups`} {...menu}>
        <summary className={`${className}__button`}>
          {t(label)}
          <ChevronDownIcon width={16} height={16} />
        </summary>
        <ul className={`${className}__panel`}>
          {items.map((route) => (
            <li key={route.id}>
              <a
                href={pagePath(locale, route.id)}
                className={`${className}__link`}
                aria-current={route.id === current ? 'page' : undefined}
              >
                {t(titleId(route))}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  ));
}

function LanguageMenu({ locale, pathname, languages }: Omit<HeaderProps, 'current'>) {
  const t = useT();
  const hrefFor = (to: Locale) =>
    languages ? localePath(to, languages.paths[to] ?? languages.fallback) : switchLocalePath(pathname, to);
  return (
    <details className="lang-switcher" {...menu}>
      <summary
        className="lang-switcher__button"
        aria-label={t('language.current', { language: localeInfo[locale].nativeName })}
      >
        <GlobeIcon />
        <span lang={localeInfo[locale].tag}>{localeInfo[locale].nativeName}</span>
        <ChevronDownIcon width={16} height={16} />
      </summary>
      <ul className="lang-switcher__menu">
        {locales.map((to) => (
          <li key={to}>
            <a
              href={hrefFor(to)}
              lang={localeInfo[to].tag}
              hrefLang={localeInfo[to].tag}
              className="lang-switcher__item"
              aria-current={to === locale ? 'true' : undefined}
              {...{ [SWITCH_LOCALE_ATTRIBUTE]: to }}
            >
              {localeInfo[to].nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PhoneMenu({ locale, current }: { locale: Locale; current?: RouteId }) {
  const t = useT();
  return (
    <details className="mobile-drawer" {...menu}>
      <summary className="icon-button mobile-drawer__open" aria-label={t('nav.openMenu')}>
        <MenuIcon className="mobile-drawer__icon-open" />
        <CloseIcon className="mobile-drawer__icon-close" />
      </summary>
      <div className="mobile-drawer__sheet">
        <nav aria-label={t('nav.mainMenu')}>
          <ul className="mobile-drawer__list">
            <li>
              <a href={pagePath(locale, 'home')} className="mobile-drawer__link">
                {t('nav.home')}
              </a>
            </li>
            <NavLinks locale={locale} current={current} className="mobile-drawer" />
          </ul>
        </nav>
        <a href={pagePath(locale, 'apply-now')} className="button button--accent mobile-drawer__apply">
          {t('nav.applyNow')}
        </a>
      </div>
    </details>
  );
}

export function SiteHeader({ locale, pathname, current, languages }: HeaderProps) {
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href={pagePath(locale, 'home')} className="site-header__brand">
          <LogoMark />
          <span className="site-header__name">
            <span className="site-header__short">{brand.shortName}</span>
            <span className="site-header__long">{brand.name}</span>
          </span>
        </a>
        <nav aria-label={t('nav.mainMenu')} className="main-nav">
          <ul className="main-nav__list">
            <NavLinks locale={locale} current={current} className="main-nav" />
          </ul>
        </nav>
        <div className="site-header__tools">
          <a href={pagePath(locale, 'search')} className="icon-button" aria-label={t('nav.search')}>
            <SearchIcon />
          </a>
          <LanguageMenu locale={locale} pathname={pathname} languages={languages} />
          <a href={pagePath(locale, 'apply-now')} className="button button--accent site-header__apply">
            {t('nav.applyNow')}
          </a>
          <PhoneMenu locale={locale} current={current} />
        </div>
      </div>
    </header>
  );
}
