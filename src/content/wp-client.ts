// The typed client of the school's WordPress REST API v2 (docs/brief.md §7.1): posts, pages and
// school_galley items by slug or by page. Only `fetch`: it runs in the page, the worker and Node.

import type { z } from 'zod';
import { localeInfo, type Locale } from '../i18n/locales';
import { ContentNotFoundError, ContentServiceError, isAbortError } from './wp-errors';
import { normaliseEntry, normaliseGallery, parseEach } from './wp-normalise';
import {
  wpErrorSchema,
  wpGallerySchema,
  wpPageSchema,
  wpPostSchema,
  type GallerySection,
  type WpGallery,
  type WpList,
  type WpPage,
  type WpPost,
} from './wp-schema';

export { ContentNotFoundError, ContentServiceError, requireContent } from './wp-errors';
export type { GallerySection, WpGallery, WpImage, WpList, WpMeta, WpPage, WpPost } from './wp-schema';

export interface WpClientOptions {
  /** Origin (and path, if WordPress lives in a folder) of the site; `/wp-json/wp/v2/...` is appended. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Cancels every request of this client; an abort is rethrown as the AbortError itself. */
  signal?: AbortSignal;
}

export interface PostListQuery {
  page?: number;
  perPage?: number;
  search?: string;
}

export interface GalleryListQuery {
  page?: number;
  perPage?: number;
  section?: GallerySection;
  orderby?: 'date';
}

export interface WpClient {
  /** GET /posts?slug=&lang=&_embed=1: the post, or undefined when WordPress has none. */
  postBySlug(slug: string, locale: Locale): Promise<WpPost | undefined>;
  /** GET /pages?slug=&lang=: the page, or undefined when WordPress has none. */
  pageBySlug(slug: string, locale: Locale): Promise<WpPage | undefined>;
  /** GET /school_galley?slug=&lang=&_embed=1: the gallery item, or undefined when WordPress has none. */
  galleryBySlug(slug: string, locale: Locale): Promise<WpGallery | undefined>;
  /** GET /posts?lang=&page=&per_page=&_embed=1, newest first. A page past the last one throws ContentNotFoundError. */
  listPosts(locale: Locale, query?: PostListQuery): Promise<WpList<WpPost>>;
  /** GET /school_galley?lang=&page=&per_page=&gallery_section=&_embed=1. A page past the last one throws ContentNotFoundError. */
  listGallery(locale: Locale, query?: GalleryListQuery): Promise<WpList<WpGallery>>;
}

type Params = Record<string, string | number | undefined>;

interface Answer {
  body: unknown;
  headers: Headers;
  status: number;
  url: string;
}

function normaliseSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).trim().toLowerCase();
  } catch {
    return slug.trim().toLowerCase();
  }
}

function headerInt(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/**
 * Creates a client for one WordPress site. Failures throw ContentServiceError (with the HTTP
 * status when there was one); a page past the end throws ContentNotFoundError.
 */
export function createWpClient(options: WpClientOptions): WpClient {
  const root = `${options.baseUrl.replace(/\/+$/, '')}/wp-json/wp/v2/`;
  // Unbound `window.fetch` throws "Illegal invocation" in browsers, hence the wrapper.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(route: string, params: Params): Promise<Answer> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const url = `${root}${route}?${search.toString()}`;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { headers: { Accept: 'application/json' }, signal: options.signal });
      text = await response.text();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ContentServiceError(`Content service unreachable: ${url}`, { failure: 'network', url, cause: error });
    }
    let body: unknown;
    let jsonError: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      jsonError = error;
    }
    if (!response.ok) {
      const wpError = wpErrorSchema.safeParse(body);
      const code = wpError.success ? wpError.data.code : undefined;
      if (code === 'rest_post_invalid_page_number') {
        throw new ContentNotFoundError(`Page past the end: ${url}`, { url });
      }
      throw new ContentServiceError(`Content service answered ${response.status} for ${url}`, {
        failure: 'http',
        url,
        status: response.status,
        ...(code ? { code } : {}),
      });
    }
    if (jsonError !== undefined) {
      throw new ContentServiceError(`Content service sent malformed JSON for ${url}`, {
        failure: 'json',
        url,
        status: response.status,
        cause: jsonError,
      });
    }
    return { body, headers: response.headers, status: response.status, url };
  }

  function envelope(answer: Answer): unknown[] {
    if (Array.isArray(answer.body)) return answer.body;
    const { url, status } = answer;
    throw new ContentServiceError(`Expected a JSON array from ${url}`, { failure: 'schema', url, status });
  }

  async function bySlug<S extends z.ZodType, T>(
    route: string,
    schema: S,
    normalise: (raw: z.infer<S>) => T,
    slug: string,
    locale: Locale,
    extra: Params,
  ): Promise<T | undefined> {
    // WordPress ignores an empty `slug=` and would answer with the newest item.
    if (!slug.trim()) return undefined;
    const answer = await request(route, { slug, lang: localeInfo[locale].wp, ...extra });
    const wanted = normaliseSlug(slug);
    const match = envelope(answer).find(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        normaliseSlug(String((item as { slug?: unknown }).slug)) === wanted,
    );
    if (match === undefined) return undefined;
    const result = schema.safeParse(match);
    if (!result.success) {
      throw new ContentServiceError(`Unexpected ${route} item for slug ${slug}: ${result.error.message}`, {
        failure: 'schema',
        url: answer.url,
        status: answer.status,
        cause: result.error,
      });
    }
    return normalise(result.data);
  }

  async function list<S extends z.ZodType, T>(
    route: string,
    schema: S,
    normalise: (raw: z.infer<S>) => T,
    params: Params,
  ): Promise<WpList<T>> {
    const answer = await request(route, params);
    const raw = envelope(answer);
    const page = typeof params.page === 'number' ? params.page : 1;
    // Past the end of an empty collection WordPress answers 200 [] instead of its 400.
    if (raw.length === 0 && page > 1)
      throw new ContentNotFoundError(`Page past the end: ${answer.url}`, { url: answer.url });
    const items = parseEach(schema, raw, `${route} item`).map(normalise);
    const total = headerInt(answer.headers, 'X-WP-Total') ?? raw.length;
    const totalPages = headerInt(answer.headers, 'X-WP-TotalPages') ?? (raw.length > 0 ? page : 0);
    return { items, total, totalPages };
  }

  return {
    postBySlug: (slug, locale) => bySlug('posts', wpPostSchema, normaliseEntry, slug, locale, { _embed: 1 }),
    pageBySlug: (slug, locale) => bySlug('pages', wpPageSchema, normaliseEntry, slug, locale, {}),
    galleryBySlug: (slug, locale) =>
      bySlug('school_galley', wpGallerySchema, normaliseGallery, slug, locale, { _embed: 1 }),
    listPosts: (locale, query = {}) =>
      list('posts', wpPostSchema, normaliseEntry, {
        lang: localeInfo[locale].wp,
        page: query.page,
        per_page: query.perPage,
        search: query.search?.trim() || undefined,
        _embed: 1,
      }),
    listGallery: (locale, query = {}) =>
      list('school_galley', wpGallerySchema, normaliseGallery, {
        lang: localeInfo[locale].wp,
        page: query.page,
        per_page: query.perPage,
        gallery_section: query.section,
        orderby: query.orderby,
        _embed: 1,
      }),
  };
}
