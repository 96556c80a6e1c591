// One news article in a list: image, date, title and excerpt.

import { FormattedDate } from 'react-intl';
import type { WpSummary } from '../../content/wp-schema';
import { AppLink, useRoutePath } from './app-link';
import { WpImageView } from './wp-image';

export function NewsCard({
  post,
  headingLevel = 'h2',
  priority = false,
}: {
  post: WpSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first card of the news list: its image is the largest thing above the fold. */
  priority?: boolean;
}) {
  const path = useRoutePath();
  const Heading = headingLevel;
  return (
    <article className="news-card">
      {post.featuredImage ? (
        <WpImageView image={post.featuredImage} sizes="(min-width: 60rem) 22rem, 100vw" priority={priority} />
      ) : null}
      <div className="news-card__body">
        {post.date ? (
          <p className="news-card__date">
            <FormattedDate value={post.date} dateStyle="long" />
          </p>
        ) : null}
        <Heading className="news-card__title">
          <AppLink to={path('news-article', { slug: post.slug })}>{post.title}</AppLink>
        </Heading>
        <p>{post.excerpt}</p>
      </div>
    </article>
  );
}
