// The JSON WordPress sends for an item: the stored object plus `_links`, and with `_embed` the
// featured attachment in `_embedded['wp:featuredmedia']`, its alt text in the request's language.

import type { RestType, SeedEntry, SeedMedia, SeedStore } from './seed-store';

/** Where the service is mounted; `_links` are root-relative so they work through any host. */
const REST_ROOT = '/wp-json/wp/v2';

const invalidId = { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } };

/** The attachment as `/media/:id` answers it, with alt text and title in `lang` when translated. */
export function shapeMedia(media: SeedMedia, lang: string | undefined): Record<string, unknown> {
  const translation = lang ? media.translations[lang] : undefined;
  const shaped: Record<string, unknown> = { ...media.raw };
  if (translation?.alt_text !== undefined) shaped.alt_text = translation.alt_text;
  if (translation?.title !== undefined) shaped.title = { rendered: translation.title };
  shaped._links = {
    self: [{ href: `${REST_ROOT}/media/${String(media.raw.id)}` }],
    collection: [{ href: `${REST_ROOT}/media` }],
  };
  return shaped;
}

/** One collection item as WordPress serialises it. */
export function shapeEntry(
  entry: SeedEntry,
  type: RestType,
  store: SeedStore,
  options: { lang: string; embed: boolean },
): Record<string, unknown> {
  const links: Record<string, unknown> = {
    self: [{ href: `${REST_ROOT}/${type}/${entry.id}` }],
    collection: [{ href: `${REST_ROOT}/${type}` }],
  };
  if (entry.featuredMedia > 0) {
    links['wp:featuredmedia'] = [{ embeddable: true, href: `${REST_ROOT}/media/${entry.featuredMedia}` }];
  }
  const shaped: Record<string, unknown> = { ...entry.raw, _links: links };
  if (options.embed && entry.featuredMedia > 0) {
    const media = store.media.get(entry.featuredMedia);
    shaped._embedded = { 'wp:featuredmedia': [media ? shapeMedia(media, options.lang) : invalidId] };
  }
  return shaped;
}

/** The WordPress answer for an unknown post or attachment id. */
export const invalidPostId = invalidId;
