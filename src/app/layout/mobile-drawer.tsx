// The phone menu: a modal drawer (focus trapped, Escape closes) with the five groups as
// collapsible sections.

import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle, Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useT } from '../use-t';
import { AppLink, useRoutePath } from '../components/app-link';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../components/icons';
import { navGroups, titleId } from './nav-model';

export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const path = useRoutePath();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-drawer__open"
        onClick={() => setOpen(true)}
        aria-label={t('nav.openMenu')}
      >
        <MenuIcon />
      </button>
      <Dialog open={open} onClose={close} className="mobile-drawer">
        <div className="mobile-drawer__backdrop" aria-hidden="true" />
        <DialogPanel className="mobile-drawer__panel">
          <div className="mobile-drawer__top">
            <DialogTitle className="mobile-drawer__title">{t('nav.mainMenu')}</DialogTitle>
            <button type="button" className="icon-button" onClick={close} aria-label={t('nav.closeMenu')}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t('nav.mainMenu')}>
            <AppLink to={path('home')} className="mobile-drawer__link" onClick={close}>
              {t('nav.home')}
            </AppLink>
            {navGroups.map(({ group, label, items }) => (
              <Disclosure key={group} as="div" className="mobile-drawer__group">
                <DisclosureButton className="mobile-drawer__group-button">
                  {t(label)}
                  <ChevronDownIcon width={18} height={18} />
                </DisclosureButton>
                <DisclosurePanel as="ul" className="mobile-drawer__items">
                  {items.map((route) => (
                    <li key={route.id}>
                      <AppLink to={path(route.id)} className="mobile-drawer__link" onClick={close}>
                        {t(titleId(route))}
                      </AppLink>
                    </li>
                  ))}
                </DisclosurePanel>
              </Disclosure>
            ))}
          </nav>
          <AppLink to={path('apply-now')} className="button button--accent mobile-drawer__apply" onClick={close}>
            {t('nav.applyNow')}
          </AppLink>
        </DialogPanel>
      </Dialog>
    </>
  );
}
