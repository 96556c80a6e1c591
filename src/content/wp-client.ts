// The typed client of the school's WordPress REST API v2 (docs/brief.md §7.1): posts, pages and
// school_galley items by slug or by page, and the slugs of their translations. Only `fetch`: it
// runs in the page, the worker and Node.

import type { z } from 'zod';
import { localeInfo, type Locale } from '../i18n/locales';
import { localeOfWpCode } from './wp-locale';
import { canonicalSlug } from './slug';
import { createRequester, type Params, type ContentProblem } from './wp-request';
import { ContentNotFoundError, ContentServiceError } from './wp-errors';
import { resolvePhotos } from './wp-media';
import { languageOf, normaliseEntry, normaliseGallery, parseEach, type NormaliseContext } from './wp-normalise';
import {
  wpGallerySchema,
  wpPageSchema,
  wpPostSchema,
  type WpGallery,
  type WpLanguage,
  type WpList,
  type WpPage,
  type WpPost,
} from './wp-schema';

export { ContentNotFoundError, ContentServiceError } from './wp-errors';
export type { ContentProblem } from './wp-request';
export type { GallerySection, WpGallery, WpImage, WpList, WpMeta, WpPage, WpPost } from './wp-schema';

/** The REST collections the site reads. */
export type WpType = 'posts' | 'pages' | 'school_galley';

export interface WpClientOptions {
  /** Origin (and path, if WordPress lives in a folder) of the site; `/wp-json/wp/v2/...` is appended. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Cancels every request of this client; an abort is rethrown as the AbortError itself. */
  signal?: AbortSignal;
  /**
   * Where the browser finds WordPress's files: root-relative media addresses are made absolute
   * against it ('' keeps them relative to this site). Default: the origin of `baseUrl`.
   */
  publicOrigin?: string;
  /** Told of every failure and of everything the answer lacked (the server logs them). */
  onProblem?: (problem: ContentProblem) => void;
}

export interface PostListQuery {
  page?: number;
  perPage?: number;
  search?: string;
}

export interface GalleryListQuery {
  page?: number;
  perPage?: number;
}

/** An item as the sitemap needs it. */
export interface WpIndexItem {
  id: number;
  slug: string;
  language: WpLanguage;
}

export interface WpClient {
  /** GET /posts?slug=&lang=&_embed=1: the post, or undefined when WordPress has none. */
  postBySlug(slug: string, locale: Locale): Promise<WpPost | undefined>;
  /** GET /pages?slug=&lang=: the page, or undefined when WordPress has none. */
  pageBySlug(slug: string, locale: Locale): Promise<WpPage | undefined>;
  /** GET /school_galley?slug=&lang=&_embed=1 (and /media for photos not embedded), or undefined. */
  galleryBySlug(slug: string, locale: Locale): Promise<WpGallery | undefined>;
  /** GET /posts?lang=&page=&per_page=&_embed=1, newest first. A page past the last one throws ContentNotFoundError. */
  listPosts(locale: Locale, query?: PostListQuery): Promise<WpList<WpPost>>;
  /** GET /school_galley?lang=&page=&per_page=&_embed=1, newest first. A page past the last one throws ContentNotFoundError. */
  listGallery(locale: Locale, query?: GalleryListQuery): Promise<WpList<WpGallery>>;
  /** GET /{type}/{id}: the published item's slug and language, or undefined when it is not public. */
  slugById(type: WpType, id: number): Promise<{ slug: string; locale?: Locale } | undefined>;
  /** GET /{type}?slug=&lang=&_fields=id,slug: whether `locale` has an item with this slug. */
  hasSlug(type: WpType, slug: string, locale: Locale): Promise<boolean>;
  /** GET /{type}?lang=&per_page=100&_fields=id,slug,lang,translations, every page: all items of `locale`. */
  index(type: WpType, locale: Locale): Promise<WpIndexItem[]>;
  /** GET /{type}?lang=&per_page=&_fields=id: how many pages of `perPage` items `locale` has. */
  pageCount(type: WpType, locale: Locale, perPage: number): Promise<number>;
}

function headerInt(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** Absolute http(s) addresses as they are, root-relative ones against `origin`; anything else leads nowhere. */
export function mediaUrlResolver(origin: string): (url: string) => string | undefined {
  return (url) => {
    const value = url.trim();
    if (/^https?:\/\//i.test(value)) return value;
    if (value.startsWith('//')) return `https:${value}`;
    if (value.startsWith('/')) return `${origin}${value}`;
    return undefined;
  };
}

/**
 * Creates a client for one WordPress site. Failures throw ContentServiceError (with the HTTP
 * status when there was one); a page past the end throws ContentNotFoundError.
 */
export function createWpClient(options: WpClientOptions): WpClient {
  const report = (problem: ContentProblem) => options.onProblem?.(problem);
  const request = createRequester({ ...options, report });
  const origin = options.publicOrigin ?? new URL(options.baseUrl).origin;
  const context: NormaliseContext = { mediaUrl: mediaUrlResolver(origin), report: (message) => report({ message }) };
  const lang = (locale: Locale) => localeInfo[locale].wp;

  async function bySlug<S extends z.ZodType, T>(
    type: WpType,
    schema: S,
    normalise: (raw: z.infer<S>) => T,
    slug: string,
    locale: Locale,
    extra: Params,
  ): Promise<T | undefined> {
    // WordPress ignores an empty `slug=` and would answer with the newest item.
    if (!slug.trim()) return undefined;
    const answer = await request(type, { slug, lang: lang(locale), ...extra });
    const wanted = canonicalSlug(slug);
    const match = answer.items.find(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        canonicalSlug(String((item as { slug?: unknown }).slug)) === wanted,
    );
    if (match === undefined) return undefined;
    const result = schema.safeParse(match);
    if (!result.success) {
      const error = new ContentServiceError(`Unexpected ${type} item for slug ${slug}: ${result.error.message}`, {
        failure: 'schema',
        url: answer.url,
        status: answer.status,
        cause: result.error,
      });
      report({ message: error.message, error });
      throw error;
    }
    return normalise(result.data);
  }

  async function list<S extends z.ZodType, T>(
    type: WpType,
    schema: S,
    normalise: (raw: z.infer<S>) => T,
    params: Params,
  ): Promise<{ items: T[]; total: number; totalPages: number }> {
    const answer = await request(type, params);
    const page = typeof params.page === 'number' ? params.page : 1;
    // Past the end of an empty collection WordPress answers 200 [] instead of its 400.
    if (answer.items.length === 0 && page > 1)
      throw new ContentNotFoundError(`Page past the end: ${answer.url}`, { url: answer.url });
    const items = parseEach(schema, answer.items, `${type} item`, context).map(normalise);
    const total = headerInt(answer.headers, 'X-WP-Total') ?? answer.items.length;
    const totalPages = headerInt(answer.headers, 'X-WP-TotalPages') ?? (answer.items.length > 0 ? page : 0);
    return { items, total, totalPages };
  }

  const galleries = (pending: ReturnType<typeof normaliseGallery>[]) => resolvePhotos(pending, request, context);
  const post = (raw: z.infer<typeof wpPostSchema>) => normaliseEntry(raw, context);
  const gallery = (raw: z.infer<typeof wpGallerySchema>) => normaliseGallery(raw, context);

  return {
    postBySlug: (slug, locale) => bySlug('posts', wpPostSchema, post, slug, locale, { _embed: 1 }),
    pageBySlug: (slug, locale) => bySlug('pages', wpPageSchema, post, slug, locale, {}),
    galleryBySlug: async (slug, locale) => {
      const found = await bySlug('school_galley', wpGallerySchema, gallery, slug, locale, { _embed: 1 });
      return found && (await galleries([found]))[0];
    },
    listPosts: (locale, query = {}) =>
      list('posts', wpPostSchema, post, {
        lang: lang(locale),
        page: query.page,
        per_page: query.perPage,
        search: query.search?.trim() || undefined,
        _embed: 1,
      }),
    listGallery: async (locale, query = {}) => {
      const found = await list('school_galley', wpGallerySchema, gallery, {
        lang: lang(locale),
        page: query.page,
        per_page: query.perPage,
        _embed: 1,
      });
      return { ...found, items: await galleries(found.items) };
    },
    slugById: async (type, id) => {
      // Drafts, private and deleted items answer 401, 403 or 404: no public translation.
      const answer = await request(`${type}/${id}`, { _fields: 'id,slug,status,lang' }, [401, 403, 404, 410]);
      const item = answer.items[0] as { slug?: unknown; status?: unknown; lang?: unknown } | undefined;
      if (!item || typeof item.slug !== 'string' || (item.status !== undefined && item.status !== 'publish'))
        return undefined;
      const locale = typeof item.lang === 'string' ? localeOfWpCode(item.lang) : undefined;
      return { slug: canonicalSlug(item.slug), ...(locale ? { locale } : {}) };
    },
    hasSlug: async (type, slug, locale) => {
      const answer = await request(type, { slug, lang: lang(locale), _fields: 'id,slug' });
      const wanted = canonicalSlug(slug);
      return answer.items.some((item) => canonicalSlug(String((item as { slug?: unknown }).slug)) === wanted);
    },
    index: async (type, locale) => {
      const items: WpIndexItem[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await request(type, {
          lang: lang(locale),
          page,
          per_page: 100,
          _fields: 'id,slug,lang,translations',
        });
        pages = headerInt(answer.headers, 'X-WP-TotalPages') ?? 1;
        for (const raw of parseEach(wpPostSchema, answer.items, `${type} item`, context))
          items.push({ id: raw.id, slug: canonicalSlug(raw.slug), language: languageOf(raw) });
      }
      return items;
    },
    pageCount: async (type, locale, perPage) => {
      const answer = await request(type, { lang: lang(locale), per_page: perPage, _fields: 'id' });
      return headerInt(answer.headers, 'X-WP-TotalPages') ?? (answer.items.length > 0 ? 1 : 0);
    },
  };
}
