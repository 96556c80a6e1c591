// One news article, by slug, from the content service.

import { FormattedDate } from 'react-intl';
import { useLoaderData } from 'react-router';
import { contentClient } from '../../content/content-client';
import type { WpPost } from '../../content/wp-schema';
import { htmlToText } from '../../content/html-text';
import { AppLink, useRoutePath } from '../components/app-link';
import { RichHtml } from '../components/rich-html';
import { WpImageView } from '../components/wp-image';
import { withContent } from '../content-errors';
import { usePageHead } from '../use-page-head';
import { useT } from '../use-t';
import type { PageFactory } from '../lazy-pages';

export const page: PageFactory = (locale) => ({
  Component: NewsArticlePage,
  loader: ({ params }) => withContent(async () => (await contentClient()).postBySlug(params.slug ?? '', locale)),
});

function NewsArticlePage() {
  const post = useLoaderData() as WpPost;
  const t = useT();
  const path = useRoutePath();
  usePageHead({
    title: post.meta.title ?? t('site.titleTemplate', { page: post.title }),
    description: post.meta.description ?? htmlToText(post.excerptHtml),
    image: post.featuredImage?.src,
    type: 'article',
  });
  return (
    <article className="page article">
      <header className="page-header">
        <p className="article__date">
          <FormattedDate value={post.date} dateStyle="long" />
        </p>
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
