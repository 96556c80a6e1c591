// The side menu of the Academics, Co-Curricular and Admissions pages.

import { routesInSideMenu, type SideMenu as SideMenuName } from '../../routes/table';
import type { MessageId } from '../../i18n/messages';
import { AppNavLink, useRoutePath } from '../components/app-link';
import { useT } from '../use-t';
import { titleId } from './nav-model';

export function SideMenu({ menu }: { menu: SideMenuName }) {
  const t = useT();
  const path = useRoutePath();
  const label = t(`nav.side.${menu}` as MessageId);
  return (
    <nav aria-label={label} className="side-menu">
      <h2 className="side-menu__title">{label}</h2>
      <ul>
        {routesInSideMenu(menu).map((route) => (
          <li key={route.id}>
            <AppNavLink to={path(route.id)} className="side-menu__link">
              {t(titleId(route))}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
