// The 'Next' link at the foot of each content page, following the table's reading order.

import { nextInReadingOrder, type RouteId } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { ArrowRightIcon } from '../components/icons';
import { useT } from '../use-t';
import { titleId } from './nav-model';

export function NextLink({ from }: { from: RouteId }) {
  const t = useT();
  const path = useRoutePath();
  const next = nextInReadingOrder(from);
  if (!next) return null;
  return (
    <div className="next-link">
      <AppLink to={path(next)} rel="next" className="next-link__a">
        <span>{t('nav.next', { title: t(titleId({ id: next })) })}</span>
        <ArrowRightIcon />
      </AppLink>
    </div>
  );
}
