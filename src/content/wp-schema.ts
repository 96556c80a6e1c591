// The WordPress REST v2 shapes the site reads (zod, real field names) and the normalised domain types.
// Raw schemas describe what WordPress sends; the domain types are what the UI renders.

import { z } from '../config/zod';

export const gallerySections = ['boarding', 'facilities', 'school-events', 'life'] as const;
export type GallerySection = (typeof gallerySections)[number];

/** `{ rendered: '...' }`, the wrapper WordPress puts around every text field. */
const rendered = z.object({ rendered: z.string() });

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
  alt_text: z.string().default(''),
  media_type: z.string().optional(),
  mime_type: z.string().optional(),
  media_details: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    sizes: z.record(z.string(), wpMediaSizeSchema).default({}),
  }),
});
export type RawWpMedia = z.infer<typeof wpMediaSchema>;

/** Yoast SEO's `yoast_head_json`; only the fields the site reads. */
export const yoastHeadSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
});

/** Fields shared by posts, pages and custom post types. */
const wpEntryFields = {
  id: z.number().int().positive(),
  slug: z.string().min(1),
  date: z.string().min(1),
  date_gmt: z.string().nullish(),
  modified: z.string().min(1),
  modified_gmt: z.string().nullish(),
  status: z.string().optional(),
  type: z.string().optional(),
  link: z.string().optional(),
  lang: z.string().optional(),
  title: rendered,
  content: rendered.optional(),
  excerpt: rendered.optional(),
  featured_media: z.number().int().nonnegative().default(0),
  // Left as unknown here: a broken embed must not cost the whole post (see wp-normalise).
  _embedded: z.record(z.string(), z.unknown()).optional(),
  yoast_head_json: yoastHeadSchema.nullish(),
};

export const wpPostSchema = z.object(wpEntryFields);
export const wpPageSchema = z.object(wpEntryFields);
export type RawWpPost = z.infer<typeof wpPostSchema>;
export type RawWpPage = z.infer<typeof wpPageSchema>;

/**
 * One image of an ACF gallery field with return format "Image Array". `sizes` is ACF's flat map:
 * `{ medium: url, 'medium-width': 400, 'medium-height': 267, large: url, ... }`.
 */
export const acfImageSchema = z.object({
  id: z.number().int().positive(),
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().default(''),
  title: z.string().optional(),
  caption: z.string().optional(),
  mime_type: z.string().optional(),
  sizes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type RawAcfImage = z.infer<typeof acfImageSchema>;

/** The `school_galley` custom post type with its ACF block (`section` select, `images` gallery). */
export const wpGallerySchema = z.object({
  ...wpEntryFields,
  acf: z.object({
    section: z.enum(gallerySections),
    // ACF sends `false` (or nothing) for an empty gallery; images are checked one by one later.
    images: z
      .union([z.array(z.unknown()), z.literal(false), z.literal(''), z.null()])
      .optional()
      .transform((value) => (Array.isArray(value) ? value : [])),
  }),
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
  /** Every distinct width on offer, narrowest first, for `srcset`. */
  srcSet: { src: string; width: number }[];
}

export interface WpMeta {
  title?: string;
  description?: string;
}

export interface WpEntry {
  id: number;
  slug: string;
  /** Publication time, ISO 8601 (UTC with `Z` when WordPress sends `date_gmt`). */
  date: string;
  modified: string;
  /** Plain text, entities decoded. */
  title: string;
  /** Raw WordPress HTML: sanitise before rendering. */
  excerptHtml: string;
  /** Raw WordPress HTML: sanitise before rendering. */
  contentHtml: string;
  featuredImage?: WpImage;
  meta: WpMeta;
}

export type WpPost = WpEntry;
export type WpPage = WpEntry;

export interface WpGallery extends WpEntry {
  section: GallerySection;
  images: WpImage[];
}

export interface WpList<T> {
  items: T[];
  /** From `X-WP-Total`. */
  total: number;
  /** From `X-WP-TotalPages`. */
  totalPages: number;
}
