// Loads content-seed/ once at start-up: posts, pages and school_galley items per WordPress language
// code, and the media library. Every item is checked against the client's schemas, made strict
// (the site copes with a WordPress that leaves fields out; our own seed must not), so a broken
// seed stops the server at boot instead of showing less on a page later.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from '../../src/config/zod';
import { locales, localeInfo } from '../../src/i18n/locales';
import { htmlToText } from '../../src/content/html-text';
import { wpGallerySchema, wpMediaSchema, wpPageSchema, wpPostSchema } from '../../src/content/wp-schema';

export type RestType = 'posts' | 'pages' | 'school_galley';

/** One stored item: the raw WordPress object as served, plus what filtering and ordering need. */
export interface SeedEntry {
  raw: Record<string, unknown>;
  id: number;
  slug: string;
  status: string;
  date: number;
  modified: number;
  title: string;
  /** Lower-cased title, excerpt and content text, for `search=`. */
  haystack: string;
  featuredMedia: number;
  section: string | undefined;
}

/** A media library item; `translations` holds the alt text and title per WordPress language code. */
export interface SeedMedia {
  raw: Record<string, unknown>;
  translations: Record<string, { alt_text?: string; title?: string }>;
}

export interface SeedStore {
  /** Entries per type, per WordPress `lang` code. */
  entries: Record<RestType, Map<string, SeedEntry[]>>;
  media: Map<number, SeedMedia>;
}

const folders: Record<RestType, string> = { posts: 'posts', pages: 'pages', school_galley: 'gallery' };
const complete = {
  title: z.object({ rendered: z.string().min(1) }),
  content: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  date: z.string().min(1),
  modified: z.string().min(1),
  lang: z.string().min(1),
};
const schemas: Record<RestType, z.ZodType> = {
  posts: wpPostSchema.extend(complete),
  pages: wpPageSchema.extend(complete),
  school_galley: wpGallerySchema.extend({
    ...complete,
    acf: z.object({ section: z.string().min(1), images: z.array(z.unknown()) }),
  }),
};

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`content seed: cannot read ${file}`, { cause: error });
  }
}

function timeOf(value: unknown, gmt: unknown): number {
  const iso = typeof gmt === 'string' && gmt ? `${gmt.replace(/Z$/, '')}Z` : String(value);
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

function rendered(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'rendered' in value) return String(value.rendered);
  return '';
}

function toEntry(item: unknown, type: RestType, file: string, index: number): SeedEntry {
  const result = schemas[type].safeParse(item);
  if (!result.success) throw new Error(`content seed: ${file} item #${index} is invalid: ${result.error.message}`);
  const raw = item as Record<string, unknown>;
  const title = htmlToText(rendered(raw.title));
  const acf = raw.acf as { section?: unknown } | undefined;
  return {
    raw,
    id: Number(raw.id),
    slug: String(raw.slug),
    status: typeof raw.status === 'string' ? raw.status : 'publish',
    date: timeOf(raw.date, raw.date_gmt),
    modified: timeOf(raw.modified, raw.modified_gmt),
    title,
    haystack: [title, htmlToText(rendered(raw.excerpt)), htmlToText(rendered(raw.content))].join(' ').toLowerCase(),
    featuredMedia: typeof raw.featured_media === 'number' ? raw.featured_media : 0,
    section: typeof acf?.section === 'string' ? acf.section : undefined,
  };
}

function loadType(seedDir: string, type: RestType): Map<string, SeedEntry[]> {
  const byLang = new Map<string, SeedEntry[]>();
  for (const locale of locales) {
    const file = join(seedDir, folders[type], `${locale}.json`);
    const items = readJson(file);
    if (!Array.isArray(items)) throw new Error(`content seed: ${file} must hold a JSON array`);
    byLang.set(
      localeInfo[locale].wp,
      items.map((item, index) => toEntry(item, type, file, index)),
    );
  }
  return byLang;
}

function loadMedia(seedDir: string): Map<number, SeedMedia> {
  const file = join(seedDir, 'media.json');
  const items = readJson(file);
  if (!Array.isArray(items)) throw new Error(`content seed: ${file} must hold a JSON array`);
  const media = new Map<number, SeedMedia>();
  items.forEach((item, index) => {
    const result = wpMediaSchema.safeParse(item);
    if (!result.success) throw new Error(`content seed: ${file} item #${index} is invalid: ${result.error.message}`);
    const { translations, ...raw } = item as Record<string, unknown> & { translations?: SeedMedia['translations'] };
    media.set(result.data.id, { raw, translations: translations ?? {} });
  });
  return media;
}

/** Reads and checks every seed file under `seedDir`; throws with the file and item at fault. */
export function loadSeed(seedDir: string): SeedStore {
  return {
    entries: {
      posts: loadType(seedDir, 'posts'),
      pages: loadType(seedDir, 'pages'),
      school_galley: loadType(seedDir, 'school_galley'),
    },
    media: loadMedia(seedDir),
  };
}
