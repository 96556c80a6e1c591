// The header: logo, the five menu groups (disclosure menus on wide screens, a drawer on phones),
// the language menu and the call to apply.

import { useEffect } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useT } from '../use-t';
import { AppLink, useRoutePath } from '../components/app-link';
import { ChevronDownIcon, LogoMark, SearchIcon } from '../components/icons';
import { LanguageSwitcher } from './language-switcher';
import { MobileDrawer } from './mobile-drawer';
import { navGroups, titleId } from './nav-model';
import { brand } from '../../config/brand';

export function SiteHeader() {
  const t = useT();
  const path = useRoutePath();
  useEffect(() => {
    // The header hydrates last (deferred-header.tsx): from here the whole page is interactive.
    // Tests (and the offline tooling) wait for this.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink to={path('home')} className="site-header__brand">
          <LogoMark />
          <span className="site-header__name">
            <span className="site-header__short">{brand.shortName}</span>
            <span className="site-header__long">{brand.name}</span>
          </span>
        </AppLink>
        <nav aria-label={t('nav.mainMenu')} className="main-nav">
          <ul className="main-nav__list">
            {navGroups.map(({ group, label, items }) => (
              <li key={group}>
                <Popover className="main-nav__group">
                  <PopoverButton className="main-nav__button">
                    {t(label)}
                    <ChevronDownIcon width={16} height={16} />
                  </PopoverButton>
                  <PopoverPanel className="main-nav__panel" anchor={{ to: 'bottom start', gap: 8 }}>
                    {({ close }) => (
                      <ul>
                        {items.map((route) => (
                          <li key={route.id}>
                            <AppLink to={path(route.id)} className="main-nav__link" onClick={() => close()}>
                              {t(titleId(route))}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </PopoverPanel>
                </Popover>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <AppLink to={path('search')} className="icon-button" aria-label={t('nav.search')}>
            <SearchIcon />
          </AppLink>
          <LanguageSwitcher />
          <AppLink to={path('apply-now')} className="button button--accent site-header__apply">
            {t('nav.applyNow')}
          </AppLink>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
