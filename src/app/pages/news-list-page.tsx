// The news list and its paged continuation /news-updates/page/{n}.

import { useLoaderData } from 'react-router';
import { contentClient } from '../../content/content-client';
import type { WpList, WpPost } from '../../content/wp-schema';
import { parsePageNumber } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { NewsCard } from '../components/news-card';
import { PageHeader } from '../components/page-header';
import { notFoundResponse, withContent } from '../content-errors';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from '../lazy-pages';

export const NEWS_PER_PAGE = 9;

interface NewsListData {
  page: number;
  list: WpList<WpPost>;
}

export const page: PageFactory = (locale) => ({
  Component: NewsListPage,
  loader: async ({ params }): Promise<NewsListData> => {
    const page = params.page === undefined ? 1 : parsePageNumber(params.page);
    if (page === undefined) notFoundResponse();
    const list = await withContent(async () =>
      (await contentClient()).listPosts(locale, { page, perPage: NEWS_PER_PAGE }),
    );
    if (list.items.length === 0 && page > 1) notFoundResponse();
    return { page, list };
  },
});

function NewsListPage() {
  const { page, list } = useLoaderData() as NewsListData;
  const t = useT();
  const path = useRoutePath();
  const first = page === 1;
  const title = first ? t('page.news-updates.title') : t('page.news-page.title', { page });
  const description = first ? t('page.news-updates.description') : t('page.news-page.description', { page });
  usePageHead({ title: t('site.titleTemplate', { page: title }), description });
  const pageHref = (n: number) => (n === 1 ? path('news-updates') : path('news-page', { page: n }));
  return (
    <div className="page">
      <PageHeader title={title} lead={description} />
      {list.items.length === 0 ? (
        <p>{t('news.empty')}</p>
      ) : (
        <div className="news-grid">
          {list.items.map((post, index) => (
            <NewsCard key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
      )}
      {list.totalPages > 1 ? (
        <nav className="pagination" aria-label={t('news.pagination')}>
          {page > 1 ? (
            <AppLink to={pageHref(page - 1)} rel="prev" className="button button--ghost">
              {t('news.previousPage')}
            </AppLink>
          ) : null}
          <span>{t('news.pageOf', { page, total: list.totalPages })}</span>
          {page < list.totalPages ? (
            <AppLink to={pageHref(page + 1)} rel="next" className="button button--ghost">
              {t('news.nextPage')}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
