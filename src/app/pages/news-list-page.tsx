// The news list and its paged continuation /news-updates/page/{n}. A later page exists only in
// the languages with that many pages of news: its language links say so.

import { useLoaderData } from 'react-router';
import { summary, type PageContent } from '../../content/page-content';
import { pageContent } from '../content-context';
import type { WpList, WpSummary } from '../../content/wp-schema';
import { locales, type Locale } from '../../i18n/locales';
import { buildPath, parsePageNumber, routeById } from '../../routes/table';
import { AppLink, useRoutePath } from '../components/app-link';
import { NewsCard } from '../components/news-card';
import { PageHeader } from '../components/page-header';
import { notFoundResponse, withContent } from '../content-errors';
import type { HeadInput } from '../../i18n/head';
import { headLinks, type PageLanguages } from '../page-languages';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';

export const NEWS_PER_PAGE = 9;

interface NewsListData {
  page: number;
  list: WpList<WpSummary>;
  languages?: PageLanguages;
  head?: Pick<HeadInput, 'alternates' | 'canonical'>;
}

/** Page `page` of the news in each language that has that many pages. */
async function pageLanguages(content: PageContent, page: number, locale: Locale): Promise<PageLanguages> {
  const client = await content.client();
  const counts = await Promise.all(
    locales.map((other) => (other === locale ? page : client.pageCount('posts', other, NEWS_PER_PAGE).catch(() => 0))),
  );
  const paths: Partial<Record<Locale, string>> = {};
  locales.forEach((other, i) => {
    if ((counts[i] ?? 0) >= page) paths[other] = buildPath(routeById['news-page'], { page });
  });
  return { paths, fallback: buildPath(routeById['news-updates']) };
}

export const page: PageFactory = (locale) => ({
  Component: NewsListPage,
  loader: async ({ params, context }): Promise<NewsListData> => {
    const content = pageContent(context);
    const page = params.page === undefined ? 1 : parsePageNumber(params.page);
    if (page === undefined) notFoundResponse();
    const list = await withContent(async () =>
      (await content.client()).listPosts(locale, { page, perPage: NEWS_PER_PAGE }),
    );
    if (list.items.length === 0 && page > 1) notFoundResponse();
    const summaries = { ...list, items: list.items.map(summary) };
    if (page === 1) return { page, list: summaries };
    const languages = await pageLanguages(content, page, locale);
    return { page, list: summaries, languages, head: headLinks(languages, locale) };
  },
});

function NewsListPage() {
  const { page, list, head } = useLoaderData() as NewsListData;
  const t = useT();
  const path = useRoutePath();
  const first = page === 1;
  const title = first ? t('page.news-updates.title') : t('page.news-page.title', { page });
  const description = first ? t('page.news-updates.description') : t('page.news-page.description', { page });
  usePageHead({ title: t('site.titleTemplate', { page: title }), description, ...head });
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
