// Reads a collection request's query string the way WordPress does: the same defaults, limits,
// enums and `rest_invalid_param` answers.

import { defaultLocale, localeInfo } from '../../src/i18n/locales';
import { gallerySections } from '../../src/content/wp-schema';

export type OrderBy = 'date' | 'modified' | 'id' | 'slug' | 'title' | 'relevance';

export interface CollectionQuery {
  lang: string;
  page: number;
  perPage: number;
  slugs: string[] | undefined;
  search: string | undefined;
  orderby: OrderBy;
  order: 'asc' | 'desc';
  embed: boolean;
  section: string | undefined;
}

/** A WordPress REST error body. */
export interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

export type QueryResult = { ok: true; query: CollectionQuery } | { ok: false; error: WpErrorBody };

const orderbyValues: readonly OrderBy[] = ['date', 'modified', 'id', 'slug', 'title', 'relevance'];

function invalid(params: Record<string, string>): WpErrorBody {
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    data: { status: 400, params },
  };
}

function integerParam(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number | string {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) return `${name} is not of type integer.`;
  const value = Number(raw);
  if (value < min || value > max) {
    return max === Number.MAX_SAFE_INTEGER
      ? `${name} must be greater than or equal to ${min}`
      : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`;
  }
  return value;
}

/**
 * Parses `lang, page, per_page, slug, search, orderby, order, _embed` (and `gallery_section` when
 * `withSection`). A missing `lang` means the default language, as on a WPML site.
 */
export function parseCollectionQuery(params: URLSearchParams, withSection: boolean): QueryResult {
  const errors: Record<string, string> = {};
  const page = integerParam(params.get('page') ?? undefined, 'page', 1, Number.MAX_SAFE_INTEGER, 1);
  const perPage = integerParam(params.get('per_page') ?? undefined, 'per_page', 1, 100, 10);
  if (typeof page === 'string') errors.page = page;
  if (typeof perPage === 'string') errors.per_page = perPage;

  const orderbyRaw = params.get('orderby') || 'date';
  const orderby = orderbyValues.find((value) => value === orderbyRaw);
  if (!orderby) errors.orderby = `orderby is not one of ${orderbyValues.join(', ')}.`;
  const orderRaw = params.get('order') || 'desc';
  if (orderRaw !== 'asc' && orderRaw !== 'desc') errors.order = 'order is not one of desc, asc.';

  const search = params.get('search')?.trim() || undefined;
  if (orderby === 'relevance' && !search) {
    return {
      ok: false,
      error: {
        code: 'rest_no_search_term_defined',
        message: 'You need to define a search term to order by relevance.',
        data: { status: 400 },
      },
    };
  }

  const section = withSection ? params.get('gallery_section') || undefined : undefined;
  if (section !== undefined && !(gallerySections as readonly string[]).includes(section)) {
    errors.gallery_section = `gallery_section is not one of ${gallerySections.join(', ')}.`;
  }

  if (Object.keys(errors).length > 0 || typeof page === 'string' || typeof perPage === 'string' || !orderby) {
    return { ok: false, error: invalid(errors) };
  }

  const slugs = [...params.getAll('slug'), ...params.getAll('slug[]')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);

  return {
    ok: true,
    query: {
      lang: params.get('lang') || localeInfo[defaultLocale].wp,
      page,
      perPage,
      slugs: slugs.length > 0 ? slugs : undefined,
      search,
      orderby,
      order: orderRaw === 'asc' ? 'asc' : 'desc',
      embed: params.has('_embed'),
      section,
    },
  };
}
