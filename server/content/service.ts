// The seeded content service: a Hono app answering the WordPress REST v2 routes the site uses
// (posts, pages, school_galley, media) from content-seed/, loaded once at start-up.

import { Hono, type Context } from 'hono';
import { selectPage } from './collection';
import { loadSeed, type RestType, type SeedStore } from './seed-store';
import { parseCollectionQuery } from './wp-query';
import { invalidPostId, shapeEntry, shapeMedia } from './wp-shape';

export { createUploadsHandler } from './uploads';

export interface ContentServiceOptions {
  /** The folder holding posts/, pages/, gallery/, media.json and uploads/. */
  seedDir: string;
}

const exposed = 'X-WP-Total, X-WP-TotalPages, Link';

function send(c: Context, body: unknown, status: 200 | 400 | 404, extra: Record<string, string> = {}): Response {
  return c.body(JSON.stringify(body), status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': status === 200 ? 'public, max-age=60' : 'no-store',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': exposed,
    ...extra,
  });
}

function linkHeader(requestUrl: string, page: number, totalPages: number): string | undefined {
  const links: string[] = [];
  const at = (n: number): string => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  if (page > 1 && page <= totalPages + 1) links.push(`<${at(page - 1)}>; rel="prev"`);
  if (page < totalPages) links.push(`<${at(page + 1)}>; rel="next"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

function collection(store: SeedStore, type: RestType) {
  return (c: Context): Response => {
    const parsed = parseCollectionQuery(new URL(c.req.url).searchParams, type === 'school_galley');
    if (!parsed.ok) return send(c, parsed.error, 400);
    const { query } = parsed;
    // An unknown language is an empty collection, as on a WPML or Polylang site.
    const selected = selectPage(store.entries[type].get(query.lang), query);
    if (!selected.ok) return send(c, selected.error, 400);
    const { items, total, totalPages } = selected.page;
    const headers: Record<string, string> = { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) };
    const link = linkHeader(c.req.url, query.page, totalPages);
    if (link) headers.Link = link;
    const body = items.map((entry) => shapeEntry(entry, type, store, { lang: query.lang, embed: query.embed }));
    return send(c, body, 200, headers);
  };
}

function single(store: SeedStore, type: RestType) {
  return (c: Context): Response => {
    const id = Number(c.req.param('id'));
    for (const [lang, entries] of store.entries[type]) {
      const entry = entries.find((candidate) => candidate.id === id && candidate.status === 'publish');
      if (entry)
        return send(c, shapeEntry(entry, type, store, { lang, embed: c.req.query('_embed') !== undefined }), 200);
    }
    return send(c, invalidPostId, 404);
  };
}

/**
 * The WordPress REST v2 look-alike, to be mounted at `/wp-json/wp/v2`. Reads and validates the
 * seed synchronously, so a broken seed fails at start-up.
 */
export function createContentService(options: ContentServiceOptions): Hono {
  const store = loadSeed(options.seedDir);
  const app = new Hono();

  app.get('/posts', collection(store, 'posts'));
  app.get('/pages', collection(store, 'pages'));
  app.get('/school_galley', collection(store, 'school_galley'));
  app.get('/posts/:id{[0-9]+}', single(store, 'posts'));
  app.get('/pages/:id{[0-9]+}', single(store, 'pages'));
  app.get('/school_galley/:id{[0-9]+}', single(store, 'school_galley'));

  // Only `include=` (the site asks for gallery photos by id), as WordPress answers it.
  app.get('/media', (c) => {
    const lang = c.req.query('lang');
    const ids = (c.req.query('include') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    const found = ids.flatMap((id) => {
      const media = store.media.get(id);
      return media ? [shapeMedia(media, lang)] : [];
    });
    return send(c, found, 200, { 'X-WP-Total': String(found.length), 'X-WP-TotalPages': found.length > 0 ? '1' : '0' });
  });

  app.get('/media/:id{[0-9]+}', (c) => {
    const media = store.media.get(Number(c.req.param('id')));
    if (!media) return send(c, invalidPostId, 404);
    return send(c, shapeMedia(media, new URL(c.req.url).searchParams.get('lang') ?? undefined), 200);
  });

  app.all('*', (c) =>
    send(
      c,
      {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
      404,
    ),
  );

  return app;
}
