// The offline fallback: what the service worker shows for a page this device has not opened yet.
// It is served without scripts, so every link is a plain navigation the worker answers from cache.

import type { RouteId } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { titleId } from '../layout/nav-model';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

/** Pages and forms every visitor has offline once their language is saved on the device. */
const availableOffline: RouteId[] = [
  'home',
  'application-form',
  'contact-app',
  'contact-us',
  'bus-registration',
  'scholarship-form',
  'apply-now',
  'school-fees',
  'visa-information',
  'school-bus',
  'curriculum',
  'school-calendar',
  'faq',
  'search',
];

export const page: PageFactory = () => ({ Component: OfflinePage });

function OfflinePage() {
  const t = useT();
  const path = useRoutePath();
  usePageHead({
    title: t('site.titleTemplate', { page: t('offline.title') }),
    description: t('offline.body'),
    noindex: true,
  });
  return (
    <div className="page offline-page">
      <PageHeader title={t('offline.heading')} lead={t('offline.body')} />
      <ul className="error-page__links">
        {availableOffline.map((id) => (
          <li key={id}>
            <AppLink to={path(id)}>{t(titleId({ id }))}</AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
