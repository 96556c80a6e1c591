// A draft's address on a device that does not have the draft: the site's "page not found", with
// the same helpful links (src/app/pages/error-page.tsx shows it for the router's pages). Loaded
// only when it is shown.

import { helpfulPages } from '../../i18n/catalogue-parts';
import { localePath } from '../../i18n/locales';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../locale-context';
import { useT } from '../use-t';
import { useIslandHead } from './island-head';
import { SiteLater } from './site-later';

const paths: Record<(typeof helpfulPages)[number], string> = {
  'apply-now': 'apply-now',
  'school-fees': 'school-fees',
  'news-updates': 'news-updates',
  search: 'search',
  'contact-us': 'contact-us',
};

function NotFound() {
  const t = useT();
  const locale = useLocale();
  const title = t('error.notFound.title');
  useIslandHead({ title: t('site.titleTemplate', { page: title }), description: title, noindex: true });
  return (
    <div className="error-page" data-status={404}>
      <h1>{t('error.notFound.heading')}</h1>
      <p className="lead">{t('error.notFound.body')}</p>
      <ul className="error-page__links">
        <li>
          <a href={localePath(locale, '')}>{t('error.goHome')}</a>
        </li>
        {helpfulPages.map((id) => (
          <li key={id}>
            <a href={localePath(locale, paths[id])}>{t(`page.${id}.title` as MessageId)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function MissingDraft() {
  return (
    <SiteLater>
      <NotFound />
    </SiteLater>
  );
}
