// From validated WordPress JSON to the domain objects the UI renders: plain-text titles, ISO dates,
// images with a srcset, Yoast meta. Pure functions, no I/O.

import type { z } from 'zod';
import { decodeEntities, htmlToText } from './html-text';
import {
  acfImageSchema,
  wpMediaSchema,
  type RawAcfImage,
  type RawWpGallery,
  type RawWpMedia,
  type RawWpPost,
  type WpEntry,
  type WpGallery,
  type WpImage,
  type WpMeta,
} from './wp-schema';

/** Validates each item on its own; items that fail are dropped with a warning naming them. */
export function parseEach<S extends z.ZodType>(schema: S, items: readonly unknown[], label: string): z.infer<S>[] {
  const valid: z.infer<S>[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) valid.push(result.data);
    else console.warn(`[content] dropped ${label} #${index} (${describe(item)}): ${result.error.message}`);
  });
  return valid;
}

function describe(item: unknown): string {
  if (typeof item !== 'object' || item === null) return typeof item;
  const record = item as Record<string, unknown>;
  return `id ${String(record.id ?? '?')}, slug ${String(record.slug ?? '?')}`;
}

function withSrcSet(image: Omit<WpImage, 'srcSet'>, candidates: { src: string; width: number }[]): WpImage {
  const byWidth = new Map<number, string>();
  for (const candidate of [...candidates, { src: image.src, width: image.width }]) {
    if (candidate.width > 0 && candidate.src && !byWidth.has(candidate.width))
      byWidth.set(candidate.width, candidate.src);
  }
  const srcSet = [...byWidth.entries()].sort((a, b) => a[0] - b[0]).map(([width, src]) => ({ src, width }));
  return { ...image, srcSet };
}

/** A WordPress attachment as a WpImage: the full file plus every generated size. */
export function imageFromMedia(media: RawWpMedia): WpImage {
  const sizes = Object.values(media.media_details.sizes).map((size) => ({ src: size.source_url, width: size.width }));
  const full = media.media_details.sizes.full;
  return withSrcSet(
    {
      id: media.id,
      src: full?.source_url ?? media.source_url,
      width: full?.width ?? media.media_details.width,
      height: full?.height ?? media.media_details.height,
      alt: media.alt_text.trim(),
    },
    sizes,
  );
}

/** An ACF image array as a WpImage; ACF's flat `sizes` map (`medium`, `medium-width`...) becomes the srcset. */
export function imageFromAcf(image: RawAcfImage): WpImage {
  const candidates: { src: string; width: number }[] = [];
  for (const [name, value] of Object.entries(image.sizes)) {
    const width = image.sizes[`${name}-width`];
    if (typeof value === 'string' && typeof width === 'number') candidates.push({ src: value, width });
  }
  return withSrcSet(
    { id: image.id, src: image.url, width: image.width, height: image.height, alt: image.alt.trim() },
    candidates,
  );
}

/** The featured image from `_embedded['wp:featuredmedia'][0]`; undefined when absent or unusable. */
export function featuredFromEmbedded(embedded: Record<string, unknown> | undefined): WpImage | undefined {
  const list = embedded?.['wp:featuredmedia'];
  if (!Array.isArray(list) || list.length === 0) return undefined;
  // WordPress embeds an error object here when the attachment is gone or private.
  const result = wpMediaSchema.safeParse(list[0]);
  return result.success ? imageFromMedia(result.data) : undefined;
}

/** `date_gmt` as an ISO instant when WordPress sends one, else the site-local `date`. */
export function isoDate(local: string, gmt: string | null | undefined): string {
  if (!gmt || gmt.startsWith('0000')) return local;
  return /(?:Z|[+-]\d\d:?\d\d)$/.test(gmt) ? gmt : `${gmt}Z`;
}

function metaFrom(raw: RawWpPost): WpMeta {
  const meta: WpMeta = {};
  const title = raw.yoast_head_json?.title;
  const description = raw.yoast_head_json?.description;
  if (title?.trim()) meta.title = decodeEntities(title).trim();
  if (description?.trim()) meta.description = decodeEntities(description).trim();
  return meta;
}

/** A post or page as the UI uses it. */
export function normaliseEntry(raw: RawWpPost): WpEntry {
  const entry: WpEntry = {
    id: raw.id,
    slug: raw.slug,
    date: isoDate(raw.date, raw.date_gmt),
    modified: isoDate(raw.modified, raw.modified_gmt),
    title: htmlToText(raw.title.rendered),
    excerptHtml: raw.excerpt?.rendered ?? '',
    contentHtml: raw.content?.rendered ?? '',
    meta: metaFrom(raw),
  };
  const featured = featuredFromEmbedded(raw._embedded);
  if (featured) entry.featuredImage = featured;
  return entry;
}

/** A `school_galley` item: its section, its valid images, and a cover (featured image or first photo). */
export function normaliseGallery(raw: RawWpGallery): WpGallery {
  const entry = normaliseEntry(raw);
  const images = parseEach(acfImageSchema, raw.acf.images, `image of gallery ${raw.slug}`).map(imageFromAcf);
  const gallery: WpGallery = { ...entry, section: raw.acf.section, images };
  const cover = entry.featuredImage ?? images[0];
  if (cover) gallery.featuredImage = cover;
  return gallery;
}
