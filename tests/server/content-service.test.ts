// @vitest-environment node
// The seeded WordPress look-alike over HTTP (query rules, headers, errors, uploads) and the seed itself.

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { locales, localeInfo } from '../../src/i18n/locales';
import { createContentService, createUploadsHandler } from '../../server/content/service';

const seedDir = fileURLToPath(new URL('../../content-seed', import.meta.url));
const app = new Hono();
app.route('/wp-json/wp/v2', createContentService({ seedDir }));
app.route('/wp-content/uploads', createUploadsHandler({ seedDir }));

type Item = Record<string, unknown> & { id: number; slug: string; date: string };

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(`http://cms.test${path}`, { headers });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { response, body: type.startsWith('application/json') ? (JSON.parse(text) as unknown) : text };
}

function readSeed<T = Item>(path: string): T[] {
  return JSON.parse(readFileSync(join(seedDir, path), 'utf8')) as T[];
}

describe('collections', () => {
  it('answers like WordPress: headers, newest first, default page size', async () => {
    const { response, body } = await get('/wp-json/wp/v2/posts?lang=en-EN');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const total = Number(response.headers.get('x-wp-total'));
    expect(total).toBe(readSeed('posts/en.json').length);
    expect(response.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 10)));
    expect(response.headers.get('link')).toContain('rel="next"');
    const items = body as Item[];
    expect(items).toHaveLength(10);
    expect(items.map((p) => p.date)).toEqual(
      items
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
    expect(items[0]).not.toHaveProperty('_embedded');
    expect(items[0]).toHaveProperty('_links.self');
  });

  it('embeds the featured image in the requested language with root-relative URLs', async () => {
    const { body } = await get('/wp-json/wp/v2/posts?lang=ru-RU&slug=boys-homestay&_embed=1');
    const [post] = body as Item[];
    const media = (post?._embedded as Record<string, { alt_text: string; source_url: string }[]>)[
      'wp:featuredmedia'
    ]?.[0];
    expect(media?.source_url).toMatch(/^\/wp-content\/uploads\/2026\//);
    expect(media?.alt_text).toMatch(/[а-яё]/i);
    expect(media).not.toHaveProperty('translations');
  });

  it('gives an empty collection for an unknown language and English when none is given', async () => {
    const unknown = await get('/wp-json/wp/v2/posts?lang=fr-FR');
    expect(unknown.body).toEqual([]);
    expect(unknown.response.headers.get('x-wp-total')).toBe('0');
    expect(unknown.response.headers.get('x-wp-totalpages')).toBe('0');
    const none = await get('/wp-json/wp/v2/posts?slug=kindergarten');
    expect((none.body as Item[])[0]?.lang).toBe('en-EN');
  });

  it('refuses a page past the end with rest_post_invalid_page_number', async () => {
    const { response, body } = await get('/wp-json/wp/v2/posts?lang=th-TH&page=99');
    expect(response.status).toBe(400);
    expect(body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=abc', 'per_page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['orderby=random', 'orderby'],
    ['order=up', 'order'],
  ])('answers %s with rest_invalid_param', async (query, param) => {
    const { response, body } = await get(`/wp-json/wp/v2/posts?lang=en-EN&${query}`);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { [param]: expect.any(String) } },
    });
  });

  it('allows per_page up to 100, several slugs, search and ascending order', async () => {
    const all = await get('/wp-json/wp/v2/posts?lang=zh&per_page=100');
    expect((all.body as Item[]).length).toBe(Number(all.response.headers.get('x-wp-total')));
    const two = await get('/wp-json/wp/v2/posts?lang=zh&slug=kindergarten,stem-education&order=asc');
    expect((two.body as Item[]).map((p) => p.slug)).toEqual(['stem-education', 'kindergarten']);
    const found = await get(`/wp-json/wp/v2/posts?lang=zh&search=${encodeURIComponent('校车')}`);
    expect((found.body as Item[]).map((p) => p.slug)).toContain('bus-routes-2026-27');
  });

  it('filters school_galley by gallery_section and rejects an unknown section', async () => {
    const { body } = await get('/wp-json/wp/v2/school_galley?lang=th-TH&gallery_section=life&orderby=date');
    const items = body as (Item & { acf: { section: string } })[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((g) => g.acf.section === 'life')).toBe(true);
    const bad = await get('/wp-json/wp/v2/school_galley?lang=th-TH&gallery_section=pets');
    expect(bad.response.status).toBe(400);
  });

  it('serves pages with Yoast meta', async () => {
    const { body } = await get('/wp-json/wp/v2/pages?lang=th-TH&slug=home');
    const [page] = body as (Item & { yoast_head_json: { title: string; description: string } })[];
    expect(page?.yoast_head_json.title).toContain('โคโคนัทโคสต์');
    expect(page?.yoast_head_json.description.length).toBeGreaterThan(50);
  });
});

describe('single items, media and unknown routes', () => {
  it('serves an attachment in the requested language, and 404 for an unknown id', async () => {
    const media = readSeed<{ id: number }>('media.json')[0];
    const { response, body } = await get(`/wp-json/wp/v2/media/${media?.id}?lang=th-TH`);
    expect(response.status).toBe(200);
    expect((body as { alt_text: string }).alt_text).toMatch(/[\u0E00-\u0E7F]/);
    const missing = await get('/wp-json/wp/v2/media/999999');
    expect(missing.response.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'rest_post_invalid_id' });
  });

  it('serves a post by id and answers unknown routes with rest_no_route', async () => {
    const [first] = readSeed('posts/en.json');
    expect(((await get(`/wp-json/wp/v2/posts/${first?.id}`)).body as Item).slug).toBe(first?.slug);
    const { response, body } = await get('/wp-json/wp/v2/users');
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ code: 'rest_no_route' });
  });
});

describe('uploads', () => {
  const file = '/wp-content/uploads/2026/news-school-bus-800.webp';

  it('serves images with their type, a long cache life and an ETag', async () => {
    const { response } = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get(file, { 'If-None-Match': etag })).response.status).toBe(304);
  });

  it.each([
    '/wp-content/uploads/2026/missing.webp',
    '/wp-content/uploads/..%2F..%2Fpackage.json',
    '/wp-content/uploads/../media.json',
    '/wp-content/uploads/2026/%2e%2e/%2e%2e/media.json',
  ])('answers %s with 404', async (path) => {
    expect((await get(path)).response.status).toBe(404);
  });
});

describe('the seed', () => {
  const media = readSeed<{
    id: number;
    source_url: string;
    media_details: { sizes: Record<string, { source_url: string }> };
  }>('media.json');
  const mediaIds = new Set(media.map((m) => m.id));

  it('has at least 20 published posts per locale, the same slugs everywhere, and the redirect targets', () => {
    const english = readSeed('posts/en.json')
      .map((p) => p.slug)
      .sort();
    expect(english.length).toBeGreaterThanOrEqual(20);
    expect(english).toEqual(
      expect.arrayContaining(['stem-education', 'kindergarten', 'school-price-list', 'boys-homestay']),
    );
    expect(english).not.toContain('girls-homestay');
    for (const locale of locales) {
      const posts = readSeed(`posts/${locale}.json`);
      expect(posts.map((p) => p.slug).sort()).toEqual(english);
      for (const post of posts) {
        expect(post.lang).toBe(localeInfo[locale].wp);
        expect(post.status).toBe('publish');
        expect(post.date >= '2025-01-01' && post.date < '2026-11-20').toBe(true);
        expect(mediaIds.has(post.featured_media as number)).toBe(true);
      }
    }
  });

  it('has at least six photos per gallery section in every locale', () => {
    for (const locale of locales) {
      const gallery = readSeed<{ acf: { section: string; images: { id: number }[] } }>(`gallery/${locale}.json`);
      for (const section of ['boarding', 'facilities', 'school-events', 'life']) {
        const images = gallery.filter((g) => g.acf.section === section).flatMap((g) => g.acf.images);
        expect(images.length, `${locale} ${section}`).toBeGreaterThanOrEqual(6);
        expect(images.every((i) => mediaIds.has(i.id))).toBe(true);
      }
    }
  });

  it('ships every media file it describes, each under 80 KB', () => {
    for (const item of media) {
      for (const size of Object.values(item.media_details.sizes)) {
        const path = join(seedDir, size.source_url.replace('/wp-content/', ''));
        expect(existsSync(path), path).toBe(true);
        expect(statSync(path).size).toBeLessThan(80 * 1024);
      }
    }
  });

  it('stops the service at start-up when a seed item is broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    try {
      for (const folder of ['posts', 'pages', 'gallery']) {
        mkdirSync(join(dir, folder));
        for (const locale of locales) writeFileSync(join(dir, folder, `${locale}.json`), '[]');
      }
      writeFileSync(join(dir, 'media.json'), '[]');
      expect(() => createContentService({ seedDir: dir })).not.toThrow();
      writeFileSync(join(dir, 'posts', 'ru.json'), JSON.stringify([{ id: 1, slug: 'x' }]));
      expect(() => createContentService({ seedDir: dir })).toThrow(/posts[\\/]ru\.json item #0/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
