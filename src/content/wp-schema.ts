// The WordPress REST v2 shapes the site reads (zod, real field names) and the normalised domain types.
// Raw schemas describe what WordPress sends, leniently: only an item's id and slug are required;
// a field that is missing or of the wrong type is dropped, never the whole page (wp-normalise.ts
// logs what it had to do without). The domain types are what the UI renders.

import { z } from '../config/zod';
import type { Locale } from '../i18n/locales';

export const gallerySections = ['boarding', 'facilities', 'school-events', 'life'] as const;
export type GallerySection = (typeof gallerySections)[number];

/** An optional field: absent, null or of the wrong shape all read as undefined. */
const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** `{ rendered: '...' }`, the wrapper WordPress puts around every text field. */
const rendered = loose(z.object({ rendered: z.string() }));

/** One entry of `media_details.sizes`. */
export const wpMediaSizeSchema = z.object({
  source_url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  file: z.string().optional(),
  mime_type: z.string().optional(),
});

/** An attachment as `/media/:id` and `_embedded['wp:featuredmedia'][0]` send it. */
export const wpMediaSchema = z.object({
  id: z.number().int().positive(),
  source_url: z.string().min(1),
  alt_text: z.string().catch(''),
  media_type: z.string().optional(),
  mime_type: z.string().optional(),
  media_details: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    sizes: z.record(z.string(), z.unknown()).catch({}),
  }),
});
export type RawWpMedia = z.infer<typeof wpMediaSchema>;

/** Yoast SEO's `yoast_head_json`; only the fields the site reads. */
export const yoastHeadSchema = z.object({
  title: loose(z.string()),
  description: loose(z.string()),
});

/** Polylang's `translations`: language code -> post id (PHP sends `[]` for an empty map). */
const translationsSchema = loose(
  z.preprocess((value) => (Array.isArray(value) ? {} : value), z.record(z.string(), z.number().int().positive())),
);

/** Fields shared by posts, pages and custom post types. */
const wpEntryFields = {
  id: z.number().int().positive(),
  slug: z.string().min(1),
  date: loose(z.string().min(1)),
  date_gmt: loose(z.string()),
  modified: loose(z.string().min(1)),
  modified_gmt: loose(z.string()),
  status: loose(z.string()),
  type: loose(z.string()),
  link: loose(z.string()),
  /** The multilingual plugin's language of the post (`false` for none); absent without a plugin. */
  lang: z
    .union([z.string(), z.literal(false), z.null()])
    .optional()
    .catch(undefined),
  translations: translationsSchema,
  title: rendered,
  content: rendered,
  excerpt: rendered,
  featured_media: z.number().int().nonnegative().catch(0).default(0),
  // Left as unknown here: a broken embed must not cost the whole post (see wp-normalise).
  _embedded: loose(z.record(z.string(), z.unknown())),
  yoast_head_json: loose(yoastHeadSchema),
};

export const wpPostSchema = z.object(wpEntryFields);
export const wpPageSchema = z.object(wpEntryFields);
export type RawWpPost = z.infer<typeof wpPostSchema>;

/**
 * One image of an ACF gallery field returned as an "Image Array" (ACF's standard format).
 * `sizes` is ACF's flat map: `{ medium: url, 'medium-width': 400, 'medium-height': 267, ... }`.
 */
export const acfImageSchema = z.object({
  id: z.number().int().positive(),
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().catch(''),
  title: z.string().optional(),
  caption: z.string().optional(),
  mime_type: z.string().optional(),
  sizes: z.record(z.string(), z.union([z.string(), z.number()])).catch({}),
});
export type RawAcfImage = z.infer<typeof acfImageSchema>;

/**
 * The `school_galley` custom post type. With ACF, `acf.section` is a select and `acf.images` a
 * gallery: attachment ids in ACF's default REST format, image arrays with `acf_format=standard`,
 * `false`, `''` or null when empty. Without ACF there is no `acf` (or an empty `[]`), and the photos
 * are in the content's Gallery block.
 */
export const wpGallerySchema = z.object({
  ...wpEntryFields,
  acf: loose(
    z.object({
      section: loose(z.string()),
      images: z
        .union([z.array(z.unknown()), z.literal(false), z.literal(''), z.null()])
        .optional()
        .catch(undefined)
        .transform((value) => (Array.isArray(value) ? value : [])),
    }),
  ),
});
export type RawWpGallery = z.infer<typeof wpGallerySchema>;

/** The body of a WordPress error answer (`rest_post_invalid_page_number` and friends). */
export const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  data: z.looseObject({ status: z.number().optional() }).nullish(),
});

// ---- Normalised domain types: what the UI renders ----

export interface WpImage {
  id: number;
  /** Largest available file. */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Every distinct width of the same shape on offer, narrowest first, for `srcset`. */
  srcSet: { src: string; width: number }[];
}

export interface WpMeta {
  title?: string;
  description?: string;
}

/** What WordPress says about an item's language and its translations. */
export interface WpLanguage {
  /** False when WordPress sent no `lang` at all: it has no multilingual plugin. */
  multilingual: boolean;
  /** The item's language, when WordPress gave one the site publishes. */
  locale?: Locale;
  /** Post ids of the translations by locale (the item itself included), when the plugin sends them. */
  translations?: Partial<Record<Locale, number>>;
}

export interface WpEntry {
  id: number;
  /** As a reader writes it: percent-encoded slugs (Thai, Russian, Chinese titles) decoded. */
  slug: string;
  /** Publication time, ISO 8601 (UTC with `Z` when WordPress sends `date_gmt`); absent if WordPress sent none. */
  date?: string;
  modified?: string;
  /** Plain text, entities decoded. */
  title: string;
  /** Plain text of the excerpt (WordPress makes one from the content when none is written). */
  excerpt: string;
  /** Raw WordPress HTML: sanitise (content/html.ts) before rendering. */
  contentHtml: string;
  featuredImage?: WpImage;
  meta: WpMeta;
  language: WpLanguage;
}

export type WpPost = WpEntry;
/** An entry as a list shows it: without its content (which lists never render). */
export type WpSummary = Omit<WpEntry, 'contentHtml'>;
export type WpPage = WpEntry;

export interface WpGallery extends WpEntry {
  /** One of the four sections the site shows; undefined for none or one it does not know. */
  section?: GallerySection;
  images: WpImage[];
}

export interface WpList<T> {
  items: T[];
  /** From `X-WP-Total`. */
  total: number;
  /** From `X-WP-TotalPages`. */
  totalPages: number;
}
