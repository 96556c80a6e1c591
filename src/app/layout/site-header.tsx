// The header: logo, the five menu groups (disclosure menus on wide screens, a drawer on phones),
// the language menu and the call to apply.

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useT } from '../use-t';
import { AppLink, useRoutePath } from '../components/app-link';
import { ChevronDownIcon, LogoMark, SearchIcon } from '../components/icons';
import { LanguageSwitcher } from './language-switcher';
import { MobileDrawer } from './mobile-drawer';
import { navGroups, titleId } from './nav-model';
import { brand } from '../../config/brand';
import { InTurn, useStartTurns } from './in-turn';

/** The drawer first (the one menu a phone shows), then the language menu, then the groups. */
const drawerTurn = 1;
const languageTurn = 2;
const groupTurn = (index: number) => 3 + index;
const lastTurn = groupTurn(navGroups.length - 1);

function markHydrated(): void {
  // From here the whole page is interactive; tests (and the offline tooling) wait for this.
  document.documentElement.dataset.hydrated = 'true';
}

export function SiteHeader() {
  const t = useT();
  const path = useRoutePath();
  // The header hydrates last (deferred-header.tsx), its menus one by one (in-turn.tsx).
  useStartTurns(lastTurn, markHydrated);
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
            {navGroups.map(({ group, label, items }, index) => (
              <li key={group}>
                <InTurn n={groupTurn(index)}>
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
                </InTurn>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <AppLink to={path('search')} className="icon-button" aria-label={t('nav.search')}>
            <SearchIcon />
          </AppLink>
          <InTurn n={languageTurn}>
            <LanguageSwitcher />
          </InTurn>
          <AppLink to={path('apply-now')} className="button button--accent site-header__apply">
            {t('nav.applyNow')}
          </AppLink>
          <InTurn n={drawerTurn}>
            <MobileDrawer />
          </InTurn>
        </div>
      </div>
    </header>
  );
}
