// @vitest-environment node
// The WordPress client against broken or hostile answers: the URLs it builds, schema failures,
// dropped list items, HTTP and JSON errors, network failures and cancels. The seeded service is in
// wp-client.test.ts, gallery items in wp-gallery.test.ts.

import { describe, expect, it } from 'vitest';
import { ContentNotFoundError, ContentServiceError, createWpClient } from '../../src/content/wp-client';
import { hostile, json, validPost } from './wp-client-support';

describe('against hostile or broken answers', () => {
  it('builds the WordPress URL with the locale code, embed and paging', async () => {
    const { client, urls } = hostile(() => json([], 200, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }));
    await client.listPosts('cn', { page: 1, perPage: 5, search: ' 春节 ' });
    await client.galleryBySlug('x', 'th');
    await client.pageBySlug('home', 'ru');
    const [list, gallery, page] = urls;
    expect(list?.pathname).toBe('/wp-json/wp/v2/posts');
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      lang: 'zh',
      page: '1',
      per_page: '5',
      search: '春节',
      _embed: '1',
    });
    expect(gallery?.pathname).toBe('/wp-json/wp/v2/school_galley');
    expect(gallery?.searchParams.get('lang')).toBe('th-TH');
    expect(page?.searchParams.get('lang')).toBe('ru-RU');
  });

  it('answers an empty result with undefined, and an empty slug without asking', async () => {
    const { client, urls } = hostile(() => json([]));
    expect(await client.postBySlug('missing', 'en')).toBeUndefined();
    expect(await client.postBySlug('  ', 'en')).toBeUndefined();
    expect(urls).toHaveLength(1);
  });

  it('does not take another post for the one asked for', async () => {
    const { client } = hostile(() => json([{ ...validPost, slug: 'newest-post' }]));
    expect(await client.postBySlug('sports-day', 'en')).toBeUndefined();
  });

  it('decodes entities and strips tags from titles', async () => {
    const { client } = hostile(() => json([validPost]));
    const post = await client.postBySlug('sports-day', 'en');
    expect(post?.title).toBe('Sports & Arts – Year’s best');
    expect(post?.date).toBe('2026-03-01T02:00:00Z');
    expect(post?.featuredImage).toBeUndefined();
  });

  it('keeps a post whose embedded media is a WordPress error object', async () => {
    const embedded = { 'wp:featuredmedia': [{ code: 'rest_post_invalid_id', data: { status: 404 } }] };
    const { client } = hostile(() => json([{ ...validPost, featured_media: 99, _embedded: embedded }]));
    const post = await client.postBySlug('sports-day', 'en');
    expect(post?.slug).toBe('sports-day');
    expect(post?.featuredImage).toBeUndefined();
  });

  it('rejects an asked-for item without a usable id', async () => {
    const { client } = hostile(() => json([{ ...validPost, id: '7' }]));
    const error = await client.postBySlug('sports-day', 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentServiceError);
    expect((error as ContentServiceError).failure).toBe('schema');
  });

  it.each([
    ['no title', { ...validPost, title: undefined, date: undefined, date_gmt: undefined, excerpt: undefined }],
    ['a title of the wrong type', { ...validPost, title: { rendered: 7 }, date: 12, date_gmt: 12, content: null }],
  ])('renders what it has of an item with %s, and says what it lacked', async (_, item) => {
    const problems: string[] = [];
    const client = createWpClient({
      baseUrl: 'https://cms.example.com',
      fetch: async () => json([item]),
      onProblem: (problem) => problems.push(problem.message),
    });
    const post = await client.postBySlug('sports-day', 'en');
    expect(post?.title).toBe('sports day');
    expect(post?.date).toBeUndefined();
    expect(problems).toEqual([expect.stringContaining('has no title')]);
  });

  it('drops broken items from a list, reports them and keeps the rest', async () => {
    const problems: string[] = [];
    const client = createWpClient({
      baseUrl: 'https://cms.example.com',
      onProblem: (problem) => problems.push(problem.message),
      fetch: async () =>
        json([validPost, { ...validPost, id: 'x' }, null, { ...validPost, id: 8, slug: 'other' }], 200, {
          'X-WP-Total': '4',
          'X-WP-TotalPages': '1',
        }),
    });
    const list = await client.listPosts('en');
    expect(list.items.map((p) => p.id)).toEqual([7, 8]);
    expect(list.total).toBe(4);
    expect(problems).toHaveLength(2);
  });

  it.each([
    ['an object', { posts: [] }],
    ['null', null],
    ['a string', 'posts'],
  ])('treats %s instead of an array as a service error', async (_, body) => {
    const { client } = hostile(() => json(body));
    await expect(client.listPosts('en')).rejects.toBeInstanceOf(ContentServiceError);
    await expect(client.postBySlug('a', 'en')).rejects.toBeInstanceOf(ContentServiceError);
  });

  it('carries the status of a failed answer', async () => {
    const { client } = hostile(() => json({ code: 'internal_error', message: 'Boom' }, 500));
    const error = await client.listGallery('en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentServiceError);
    expect(error).toMatchObject({ status: 500, failure: 'http', code: 'internal_error' });

    const noRoute = hostile(() => json({ code: 'rest_no_route', message: 'No route' }, 404));
    await expect(noRoute.client.galleryBySlug('a', 'en')).rejects.toMatchObject({ status: 404, code: 'rest_no_route' });

    const html = hostile(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(html.client.listPosts('en')).rejects.toMatchObject({ status: 502, failure: 'http' });
  });

  it('turns WordPress’s page-number error, and an empty later page, into not found', async () => {
    const body = { code: 'rest_post_invalid_page_number', message: 'Too far', data: { status: 400 } };
    const { client } = hostile(() => json(body, 400));
    await expect(client.listPosts('en', { page: 9 })).rejects.toBeInstanceOf(ContentNotFoundError);

    const empty = hostile(() => json([], 200, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }));
    await expect(empty.client.listGallery('en', { page: 2 })).rejects.toBeInstanceOf(ContentNotFoundError);
    expect(await empty.client.listGallery('en', { page: 1 })).toEqual({ items: [], total: 0, totalPages: 0 });
  });

  it('reports malformed JSON and network failures as service errors', async () => {
    const broken = hostile(() => new Response('[{"id": 1,', { status: 200 }));
    await expect(broken.client.listPosts('en')).rejects.toMatchObject({ failure: 'json', status: 200 });

    const offline = hostile(() => Promise.reject(new TypeError('fetch failed')));
    const error = await offline.client.postBySlug('a', 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentServiceError);
    expect(error).toMatchObject({ failure: 'network', status: undefined });
  });

  it('passes a cancel on as the AbortError itself', async () => {
    const controller = new AbortController();
    const client = createWpClient({
      baseUrl: 'https://cms.example.com',
      signal: controller.signal,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    const pending = client.listPosts('en');
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ContentServiceError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('falls back to the array length without paging headers', async () => {
    const { client } = hostile(() => json([validPost]));
    expect(await client.listPosts('en')).toMatchObject({ total: 1, totalPages: 1 });
  });
});
