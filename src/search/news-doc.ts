// A news article as a search document: the same address the site links to (its slug encoded
// once), its title, and the plain text of its excerpt and body. Used by the server, which adds the
// news WordPress has to each locale's index, and by the search page for news newer than that.

import { htmlToText } from '../content/html-text';
import type { WpPost } from '../content/wp-schema';
import { localePath, type Locale } from '../i18n/locales';
import { buildPath, routeById } from '../routes/table';
import type { SearchDoc } from './index';

export function newsSearchDoc(locale: Locale, post: WpPost): SearchDoc {
  const url = localePath(locale, buildPath(routeById['news-article'], { slug: post.slug }));
  return {
    id: url,
    url,
    title: post.title,
    text: `${post.excerpt} ${htmlToText(post.contentHtml)}`.trim(),
    kind: 'news',
  };
}
