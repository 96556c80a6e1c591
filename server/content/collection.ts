// Filtering, ordering and paging of seeded items as WP_Query does it for a REST collection request.

import type { SeedEntry } from './seed-store';
import type { CollectionQuery, WpErrorBody } from './wp-query';

export interface CollectionPage {
  items: SeedEntry[];
  total: number;
  totalPages: number;
}

function matchesSearch(entry: SeedEntry, search: string): boolean {
  // Like WordPress: every whitespace-separated term must appear (Thai and Chinese have no spaces,
  // so there the whole phrase is one term).
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => entry.haystack.includes(term));
}

function compare(a: SeedEntry, b: SeedEntry, query: CollectionQuery): number {
  let result: number;
  switch (query.orderby) {
    case 'id':
      result = a.id - b.id;
      break;
    case 'slug':
      result = a.slug.localeCompare(b.slug);
      break;
    case 'title':
      result = a.title.localeCompare(b.title);
      break;
    case 'modified':
      result = a.modified - b.modified;
      break;
    case 'relevance':
    case 'date':
      result = a.date - b.date;
      break;
  }
  if (result === 0) result = a.id - b.id;
  return query.order === 'asc' ? result : -result;
}

/**
 * One page of the published items that match the query, newest first by default. Asking for a
 * page past the last one (of a non-empty result) is WordPress's 400 `rest_post_invalid_page_number`.
 */
export function selectPage(
  all: readonly SeedEntry[] | undefined,
  query: CollectionQuery,
): { ok: true; page: CollectionPage } | { ok: false; error: WpErrorBody } {
  const slugs = query.slugs ? new Set(query.slugs) : undefined;
  const matching = (all ?? [])
    .filter((entry) => entry.status === 'publish')
    .filter((entry) => !slugs || slugs.has(entry.slug.toLowerCase()))
    .filter((entry) => query.section === undefined || entry.section === query.section)
    .filter((entry) => query.search === undefined || matchesSearch(entry, query.search))
    .sort((a, b) => compare(a, b, query));
  const total = matching.length;
  const totalPages = Math.ceil(total / query.perPage);
  if (total > 0 && query.page > totalPages) {
    return {
      ok: false,
      error: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    };
  }
  const start = (query.page - 1) * query.perPage;
  return { ok: true, page: { items: matching.slice(start, start + query.perPage), total, totalPages } };
}
