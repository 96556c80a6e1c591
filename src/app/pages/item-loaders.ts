// What the article and gallery-item pages load: the item, its text sanitised, and the slugs of its
// translations. Imported by their loaders on demand: a page hydrating from its server HTML never
// runs them, so the sanitiser (DOMPurify) stays off its first visit.

import { contentClient } from '../../content/content-client';
import { safeHtml, type SafeHtml } from '../../content/html';
import { htmlToText } from '../../content/html-text';
import type { WpGallery, WpPost } from '../../content/wp-schema';
import { translationSlugs } from '../../content/wp-translations';
import type { Locale } from '../../i18n/locales';
import { withContent } from '../content-errors';
import { itemLanguages, type PageLanguages } from '../page-languages';

export interface ArticleData {
  post: WpPost & { contentHtml: SafeHtml };
  languages: PageLanguages;
}

export interface GalleryItemData {
  item: Omit<WpGallery, 'contentHtml'>;
  /** Plain text of the item's content: the page's lead. */
  lead: string;
  languages: PageLanguages;
}

export async function loadArticle(locale: Locale, slug: string): Promise<ArticleData> {
  const client = await contentClient();
  const post = await withContent(() => client.postBySlug(slug, locale));
  const translations = await translationSlugs(client, 'posts', post, locale);
  return {
    post: { ...post, contentHtml: safeHtml(post.contentHtml) },
    languages: itemLanguages('news-article', 'news-updates', post, translations),
  };
}

export async function loadGalleryItem(locale: Locale, slug: string): Promise<GalleryItemData> {
  const client = await contentClient();
  const gallery = await withContent(() => client.galleryBySlug(slug, locale));
  const translations = await translationSlugs(client, 'school_galley', gallery, locale);
  const { contentHtml, ...item } = gallery;
  return {
    item,
    lead: htmlToText(contentHtml),
    languages: itemLanguages('gallery-item', 'school-gallery', gallery, translations),
  };
}
