// One news article, by slug, from the content service: its text sanitised as it loads, and the
// slugs of its translations for the language menu and hreflang.

import { FormattedDate } from 'react-intl';
import { useLoaderData } from 'react-router';
import { AppLink, useRoutePath } from '../components/app-link';
import { RichHtml } from '../components/rich-html';
import { WpImageView } from '../components/wp-image';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from './page-factory';
import { pageContent } from '../content-context';
import { loadArticle, type ArticleData } from './item-loaders';

export const page: PageFactory = (locale) => ({
  Component: NewsArticlePage,
  loader: ({ params, context }) => loadArticle(pageContent(context), locale, params.slug ?? ''),
});

function NewsArticlePage() {
  const { post, head } = useLoaderData() as ArticleData;
  const t = useT();
  const path = useRoutePath();
  usePageHead({
    title: post.meta.title ?? t('site.titleTemplate', { page: post.title }),
    description: post.meta.description ?? (post.excerpt || post.title),
    image: post.featuredImage?.src,
    type: 'article',
    ...head,
  });
  return (
    <article className="page article">
      <header className="page-header">
        {post.date ? (
          <p className="article__date">
            <FormattedDate value={post.date} dateStyle="long" />
          </p>
        ) : null}
        <h1>{post.title}</h1>
      </header>
      {post.featuredImage ? (
        <WpImageView image={post.featuredImage} sizes="(min-width: 48rem) 46rem, 100vw" priority />
      ) : null}
      <RichHtml html={post.contentHtml} />
      <p>
        <AppLink to={path('news-updates')} className="button button--ghost">
          {t('news.backToList')}
        </AppLink>
      </p>
    </article>
  );
}
