// What the article and gallery-item pages load: the item, its text sanitised, and the slugs of its
// translations. Document pages, so their loaders run on the server only (the browser's bundle has
// neither them nor the sanitiser).

import type { SafeHtml } from '../../content/html';
import type { PageContent } from '../../content/page-content';
import { htmlToText } from '../../content/html-text';
import type { WpGallery, WpPost } from '../../content/wp-schema';
import { translationSlugs } from '../../content/wp-translations';
import type { Locale } from '../../i18n/locales';
import { withContent } from '../content-errors';
import type { HeadInput } from '../../i18n/head';
import { headLinks, itemLanguages, type PageLanguages } from '../page-languages';

/** The page's languages, and its head's canonical and alternates computed from them. */
interface Languages {
  languages: PageLanguages;
  head: Pick<HeadInput, 'alternates' | 'canonical'>;
}

export interface ArticleData extends Languages {
  post: WpPost & { contentHtml: SafeHtml };
}

export interface GalleryItemData extends Languages {
  item: Omit<WpGallery, 'contentHtml'>;
  /** Plain text of the item's content: the page's lead. */
  lead: string;
}

const withHead = (languages: PageLanguages, locale: Locale): Languages => ({
  languages,
  head: headLinks(languages, locale),
});

export async function loadArticle(content: PageContent, locale: Locale, slug: string): Promise<ArticleData> {
  const client = await content.client();
  const post = await withContent(() => client.postBySlug(slug, locale));
  const translations = await translationSlugs(client, 'posts', post, locale);
  return {
    post: { ...post, contentHtml: content.safeHtml(post.contentHtml) },
    ...withHead(itemLanguages('news-article', 'news-updates', post, translations), locale),
  };
}

export async function loadGalleryItem(content: PageContent, locale: Locale, slug: string): Promise<GalleryItemData> {
  const client = await content.client();
  const gallery = await withContent(() => client.galleryBySlug(slug, locale));
  const translations = await translationSlugs(client, 'school_galley', gallery, locale);
  const { contentHtml, ...item } = gallery;
  return {
    item,
    lead: htmlToText(contentHtml),
    ...withHead(itemLanguages('gallery-item', 'school-gallery', gallery, translations), locale),
  };
}
