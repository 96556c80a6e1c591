// Search (input `searchInput`), with the query kept in the URL (?q=) so results can be shared
// and the back button works. This version searches page titles and descriptions of the current
// locale; the content issue replaces the matcher with a full-text index.

import { useSearchParams } from 'react-router';
import { staticRoutes } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { descriptionId, titleId } from '../layout/nav-model';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from '../lazy-pages';

export const page: PageFactory = () => ({ Component: SearchPage });

function SearchPage() {
  const t = useT();
  const path = useRoutePath();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const title = t('page.search.title');
  usePageHead({ title: t('site.titleTemplate', { page: title }), description: t('page.search.description') });
  const needle = query.trim().toLocaleLowerCase();
  const results =
    needle.length < 2
      ? []
      : staticRoutes
          .map((route) => ({ route, title: t(titleId(route)), description: t(descriptionId(route)) }))
          .filter((r) => `${r.title} ${r.description}`.toLocaleLowerCase().includes(needle))
          .sort(
            (a, b) =>
              Number(b.title.toLocaleLowerCase().includes(needle)) -
              Number(a.title.toLocaleLowerCase().includes(needle)),
          );
  return (
    <div className="page">
      <PageHeader title={title} lead={t('search.hint')} />
      <search>
        <form
          role="search"
          className="search-form"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('q');
            setParams(typeof value === 'string' && value ? { q: value } : {}, { replace: true });
          }}
        >
          <label htmlFor="searchInput">{t('search.label')}</label>
          <input
            id="searchInput"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t('search.placeholder')}
            onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
          />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
      </search>
      {needle.length >= 2 ? (
        <section aria-live="polite" className="search-results">
          <h2>{t('search.results', { count: results.length, query })}</h2>
          <ol>
            {results.map(({ route, title: resultTitle, description }) => (
              <li key={route.id}>
                <AppLink to={path(route.id)}>{resultTitle}</AppLink>
                <p>{description}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
