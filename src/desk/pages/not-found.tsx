// A desk address that leads nowhere.

import { Link } from 'react-router';
import { useDeskT } from '../messages';
import { useTitle } from '../use-title';

export function NotFoundPage() {
  const t = useDeskT();
  useTitle(t('desk.notFound'));
  return (
    <section className="desk-card">
      <h1>{t('desk.notFound')}</h1>
      <Link to="/">{t('desk.nav.overview')}</Link>
    </section>
  );
}
