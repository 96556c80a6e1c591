// From validated WordPress JSON to the domain objects the UI renders: plain-text titles, decoded
// slugs, ISO dates, images with a srcset of one shape, languages, Yoast meta. Pure functions; what
// they must do without (a missing title, a broken image) is reported through the context.

import type { z } from 'zod';
import type { Locale } from '../i18n/locales';
import { localeOfWpCode } from './wp-locale';
import { decodeEntities, htmlToText } from './html-text';
import { canonicalSlug } from './slug';
import {
  acfImageSchema,
  gallerySections,
  wpMediaSchema,
  wpMediaSizeSchema,
  type GallerySection,
  type RawAcfImage,
  type RawWpGallery,
  type RawWpMedia,
  type RawWpPost,
  type WpEntry,
  type WpGallery,
  type WpImage,
  type WpLanguage,
  type WpMeta,
} from './wp-schema';

export interface NormaliseContext {
  /** Where a media file is for the browser; undefined for an address that leads nowhere. */
  mediaUrl(url: string): string | undefined;
  /** Something the page does without; logged on the server. */
  report(message: string): void;
}

/** Validates each item on its own; items that fail are dropped and reported by name. */
export function parseEach<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  label: string,
  context: Pick<NormaliseContext, 'report'>,
): z.infer<S>[] {
  const valid: z.infer<S>[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) valid.push(result.data);
    else context.report(`dropped ${label} #${index} (${describe(item)}): ${result.error.message}`);
  });
  return valid;
}

function describe(item: unknown): string {
  if (typeof item !== 'object' || item === null) return typeof item;
  const record = item as Record<string, unknown>;
  return `id ${String(record.id ?? '?')}, slug ${String(record.slug ?? '?')}`;
}

interface Candidate {
  src: string;
  width: number;
  height: number;
}

/**
 * The image with every size of its own shape as `srcset` candidates: WordPress's square
 * thumbnail (150x150 of a 3:2 photo) would otherwise be picked for small slots, cropped.
 */
function withSrcSet(image: Omit<WpImage, 'srcSet'>, candidates: Candidate[], context: NormaliseContext): WpImage {
  const ratio = image.width / image.height;
  const byWidth = new Map<number, string>();
  for (const candidate of [...candidates, image]) {
    const src = context.mediaUrl(candidate.src);
    const sameShape = Math.abs(candidate.width / candidate.height - ratio) / ratio < 0.02;
    if (src && candidate.width > 0 && sameShape && !byWidth.has(candidate.width)) byWidth.set(candidate.width, src);
  }
  const srcSet = [...byWidth.entries()].sort((a, b) => a[0] - b[0]).map(([width, src]) => ({ src, width }));
  return { ...image, srcSet };
}

/** A WordPress attachment as a WpImage: the full file plus every generated size; undefined if unusable. */
export function imageFromMedia(media: RawWpMedia, context: NormaliseContext): WpImage | undefined {
  const sizes = Object.values(media.media_details.sizes).flatMap((size) => {
    const parsed = wpMediaSizeSchema.safeParse(size);
    return parsed.success
      ? [{ src: parsed.data.source_url, width: parsed.data.width, height: parsed.data.height }]
      : [];
  });
  const src = context.mediaUrl(media.source_url);
  if (!src) {
    context.report(`dropped image ${media.id}: its address ${JSON.stringify(media.source_url)} leads nowhere`);
    return undefined;
  }
  const { width, height } = media.media_details;
  return withSrcSet({ id: media.id, src, width, height, alt: media.alt_text.trim() }, sizes, context);
}

/** An ACF image array as a WpImage; ACF's flat `sizes` map (`medium`, `medium-width`...) becomes the srcset. */
export function imageFromAcf(image: RawAcfImage, context: NormaliseContext): WpImage | undefined {
  const src = context.mediaUrl(image.url);
  if (!src) return undefined;
  const candidates: Candidate[] = [];
  for (const [name, value] of Object.entries(image.sizes)) {
    const width = image.sizes[`${name}-width`];
    const height = image.sizes[`${name}-height`];
    if (typeof value === 'string' && typeof width === 'number' && typeof height === 'number')
      candidates.push({ src: value, width, height });
  }
  const { id, width, height } = image;
  return withSrcSet({ id, src, width, height, alt: image.alt.trim() }, candidates, context);
}

/** Attachments embedded under `rel` (`wp:featuredmedia`, `acf:attachment`), by id. */
export function embeddedMedia(
  embedded: Record<string, unknown> | undefined,
  rel: string,
  context: NormaliseContext,
): Map<number, WpImage> {
  const found = new Map<number, WpImage>();
  const list = embedded?.[rel];
  // WordPress embeds an error object where an attachment is gone or private: those are skipped.
  for (const item of Array.isArray(list) ? list : []) {
    const result = wpMediaSchema.safeParse(item);
    const image = result.success ? imageFromMedia(result.data, context) : undefined;
    if (image) found.set(image.id, image);
  }
  return found;
}

/** `date_gmt` as an ISO instant when WordPress sends one, else the site-local `date`. */
export function isoDate(local: string | undefined, gmt: string | null | undefined): string | undefined {
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

/** What WordPress says about the item's language (see WpLanguage). */
export function languageOf(raw: Pick<RawWpPost, 'lang' | 'translations'>): WpLanguage {
  if (raw.lang === undefined) return { multilingual: false };
  const language: WpLanguage = { multilingual: true };
  const locale = typeof raw.lang === 'string' ? localeOfWpCode(raw.lang) : undefined;
  if (locale) language.locale = locale;
  if (raw.translations) {
    const translations: Partial<Record<Locale, number>> = {};
    for (const [code, id] of Object.entries(raw.translations)) {
      const target = localeOfWpCode(code);
      if (target) translations[target] = id;
    }
    language.translations = translations;
  }
  return language;
}

/** A post or page as the UI uses it. */
export function normaliseEntry(raw: RawWpPost, context: NormaliseContext): WpEntry {
  const slug = canonicalSlug(raw.slug);
  let title = htmlToText(raw.title?.rendered ?? '');
  if (!title) {
    context.report(`${raw.type ?? 'item'} ${raw.id} (${slug}) has no title: its slug stands in`);
    title = slug.replace(/[-_]+/g, ' ');
  }
  const entry: WpEntry = {
    id: raw.id,
    slug,
    title,
    excerpt: htmlToText(raw.excerpt?.rendered ?? ''),
    contentHtml: raw.content?.rendered ?? '',
    meta: metaFrom(raw),
    language: languageOf(raw),
  };
  const date = isoDate(raw.date, raw.date_gmt);
  const modified = isoDate(raw.modified, raw.modified_gmt);
  if (date) entry.date = date;
  if (modified) entry.modified = modified;
  const featured = embeddedMedia(raw._embedded, 'wp:featuredmedia', context).values().next().value;
  if (featured) entry.featuredImage = featured;
  return entry;
}

/** A gallery item whose photos given only by attachment id still have to be fetched. */
export interface PendingGallery {
  gallery: WpGallery;
  /** In order: images known already, and ids of attachments to fetch. */
  photos: (WpImage | number)[];
}

const GALLERY_BLOCK_IMAGE = /\bwp-image-(\d+)\b/g;

/**
 * A `school_galley` item: its section and its photos, from ACF's gallery field (image arrays, or
 * ids found among the embedded attachments) or, without ACF, from the Gallery block in its content.
 */
export function normaliseGallery(raw: RawWpGallery, context: NormaliseContext): PendingGallery {
  const entry = normaliseEntry(raw, context);
  const sectionName = raw.acf?.section?.trim();
  const section = gallerySections.find((known): known is GallerySection => known === sectionName);
  if (sectionName && !section)
    context.report(`gallery ${raw.id} (${entry.slug}) has an unknown section "${sectionName}"`);
  const embedded = embeddedMedia(raw._embedded, 'acf:attachment', context);
  const photos: (WpImage | number)[] = [];
  for (const value of raw.acf?.images ?? []) {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) photos.push(embedded.get(value) ?? value);
    else {
      const image = parseEach(acfImageSchema, [value], `image of gallery ${entry.slug}`, context)[0];
      const usable = image && imageFromAcf(image, context);
      if (usable) photos.push(usable);
    }
  }
  // Without ACF's field (no ACF, or an item made without it) the Gallery block holds the photos.
  if (photos.length === 0) {
    for (const match of entry.contentHtml.matchAll(GALLERY_BLOCK_IMAGE)) photos.push(Number(match[1]));
  }
  const gallery: WpGallery = { ...entry, images: [] };
  if (section) gallery.section = section;
  return { gallery, photos: [...new Set(photos)] };
}
