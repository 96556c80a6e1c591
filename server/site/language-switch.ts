// `?lang=` on an article or gallery item: the address of its translation, as WordPress names it
// (content/wp-translations.ts), or that language's list when there is none, instead of the same
// slug under another prefix, which is another post or none.

import { translationSlugs } from '../../src/content/wp-translations';
import { ContentServiceError, type WpClient } from '../../src/content/wp-client';
import { localePath, splitLocale, type Locale } from '../../src/i18n/locales';
import { buildPath, matchRoute, routeById } from '../../src/routes/table';

const items = {
  'news-article': { type: 'posts', list: 'news-updates' },
  'gallery-item': { type: 'school_galley', list: 'school-gallery' },
} as const;

/** Where `?lang=to` on `pathname` leads; `guess` (the same path under the other prefix) otherwise. */
export async function translatedLocation(
  client: WpClient,
  pathname: string,
  to: Locale,
  guess: string,
): Promise<string> {
  const { locale, rest } = splitLocale(pathname);
  const match = matchRoute(rest);
  const kind = match?.route.id;
  if (!match || (kind !== 'news-article' && kind !== 'gallery-item')) return guess;
  const { type, list } = items[kind];
  const slug = match.params.slug ?? '';
  try {
    const entry = type === 'posts' ? await client.postBySlug(slug, locale) : await client.galleryBySlug(slug, locale);
    if (!entry) return guess;
    // Without languages in WordPress, every prefix shows the same item.
    if (!entry.language.multilingual) return localePath(to, rest);
    const found = (await translationSlugs(client, type, entry, locale))[to];
    return localePath(
      to,
      found === undefined ? buildPath(routeById[list]) : buildPath(routeById[kind], { slug: found }),
    );
  } catch (error) {
    if (error instanceof ContentServiceError) return localePath(to, buildPath(routeById[list]));
    throw error;
  }
}
