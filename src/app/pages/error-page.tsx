// The error page inside the layout: 404 'Sorry, page not found!' or 'An error occurred'.
// A failed code chunk reloads the page once instead (see chunk-reload.ts).

import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { AppLink, useRoutePath } from '../components/app-link';
import { isCancel, useProgressStore } from '../layout/progress-store';
import { isChunkLoadError, reloadOnceForChunkError } from '../../pwa/chunk-reload';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import { titleId } from '../layout/nav-model';
import type { RouteId } from '../../routes/table';

const helpfulLinks: RouteId[] = ['home', 'apply-now', 'school-fees', 'news-updates', 'search', 'contact-us'];

export function ErrorPage() {
  const error = useRouteError();
  const t = useT();
  const path = useRoutePath();
  const location = useLocation();
  const markFailed = useProgressStore((s) => s.markFailed);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (!isCancel(error)) markFailed();
    if (chunk) reloadOnceForChunkError();
    else if (!notFound) console.error(error);
  }, [error, chunk, notFound, markFailed]);

  const title = t(notFound ? 'error.notFound.title' : 'error.generic.title');
  usePageHead({ title: t('site.titleTemplate', { page: title }), description: title, noindex: true });

  return (
    <div className="error-page" data-status={notFound ? 404 : 500}>
      <h1>{t(notFound ? 'error.notFound.heading' : 'error.generic.heading')}</h1>
      <p className="lead">{t(notFound ? 'error.notFound.body' : 'error.generic.body')}</p>
      {notFound ? (
        <ul className="error-page__links">
          {helpfulLinks.map((id) => (
            <li key={id}>
              <AppLink to={path(id)}>{id === 'home' ? t('error.goHome') : t(titleId({ id }))}</AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="error-page__actions">
          {/* A link to the page itself: it works in a document page, which runs no React. */}
          <a href={location.pathname + location.search} className="button">
            {t('error.tryAgain')}
          </a>{' '}
          <AppLink to={path('home')} className="button button--ghost">
            {t('error.goHome')}
          </AppLink>
        </p>
      )}
    </div>
  );
}
