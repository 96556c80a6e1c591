// @vitest-environment node
// The WordPress client against the real seeded service. Broken or hostile answers are in
// wp-client-hostile.test.ts, gallery items in wp-gallery.test.ts.

import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import { ContentNotFoundError, createWpClient } from '../../src/content/wp-client';
import { createContentService } from '../../server/content/service';

const seedDir = fileURLToPath(new URL('../../content-seed', import.meta.url));
const service = new Hono().route('/wp-json/wp/v2', createContentService({ seedDir }));
const seeded = createWpClient({
  baseUrl: 'http://cms.test/',
  // As this site serves the seed: its media addresses stay relative to the site.
  publicOrigin: '',
  fetch: async (input, init) => service.request(input, init),
});

describe('against the seeded service', () => {
  it.each(locales)('finds the legacy redirect targets in %s, and no girls-homestay', async (locale) => {
    for (const slug of ['stem-education', 'kindergarten', 'school-price-list', 'boys-homestay']) {
      const post = await seeded.postBySlug(slug, locale);
      expect(post?.slug).toBe(slug);
    }
    expect(await seeded.postBySlug('girls-homestay', locale)).toBeUndefined();
  });

  it('normalises a post: plain title, ISO date, localised featured image with srcset, Yoast meta', async () => {
    const post = await seeded.postBySlug('boys-homestay', 'en');
    if (!post) throw new Error('boys-homestay is not in the seed');
    expect(post.title).toBe('Boarding at CCIS: our boys’ and girls’ homestay villas');
    expect(post.date).toBe('2025-09-26T02:30:00Z');
    expect(post.contentHtml).toContain('<p>');
    expect(post.meta.title).toMatch(/^Boarding at CCIS/);
    expect(post.meta.description).toBeTruthy();
    expect(post.featuredImage?.srcSet.map((s) => s.width)).toEqual([400, 800, 1200]);
    expect(post.featuredImage?.src).toMatch(/^\/wp-content\/uploads\/2026\/.+-1200\.webp$/);

    const thai = await seeded.postBySlug('boys-homestay', 'th');
    expect(thai?.featuredImage?.id).toBe(post.featuredImage?.id);
    expect(thai?.featuredImage?.alt).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('pages through the news newest first and refuses a page past the end', async () => {
    const first = await seeded.listPosts('ru');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.totalPages).toBe(Math.ceil(first.total / 10));
    const dates = first.items.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const last = await seeded.listPosts('ru', { page: first.totalPages });
    expect(last.items.length).toBe(first.total - (first.totalPages - 1) * 10);
    await expect(seeded.listPosts('ru', { page: first.totalPages + 1 })).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('uses one slug per story in every language', async () => {
    const slugsOf = async (locale: (typeof locales)[number]) =>
      (await seeded.listPosts(locale, { perPage: 100 })).items.map((p) => p.slug).sort();
    const english = await slugsOf('en');
    for (const locale of locales) expect(await slugsOf(locale)).toEqual(english);
  });

  it('searches in the language asked for', async () => {
    expect((await seeded.listPosts('en', { search: 'krathong' })).items.map((p) => p.slug)).toContain(
      'loy-krathong-2025',
    );
    expect((await seeded.listPosts('th', { search: 'กระทง' })).items.map((p) => p.slug)).toContain('loy-krathong-2025');
    expect((await seeded.listPosts('cn', { search: '水灯' })).items.map((p) => p.slug)).toContain('loy-krathong-2025');
    expect((await seeded.listPosts('en', { search: 'no such words anywhere' })).total).toBe(0);
  });

  it('reads page meta from Yoast', async () => {
    const page = await seeded.pageBySlug('school-fees', 'cn');
    expect(page?.meta.title).toContain('学费');
    expect(page?.meta.description).toBeTruthy();
    expect(await seeded.pageBySlug('no-such-page', 'cn')).toBeUndefined();
  });

  it('returns gallery items with their section and photos', async () => {
    const item = await seeded.galleryBySlug('sports-day-2025', 'ru');
    expect(item?.section).toBe('school-events');
    expect(item?.images.length).toBeGreaterThanOrEqual(3);
    expect(item?.images[0]?.srcSet.map((s) => s.width)).toEqual([400, 800, 1200]);
    expect(item?.featuredImage).toBeDefined();
    expect(await seeded.galleryBySlug('no-such-gallery', 'ru')).toBeUndefined();

    const { items } = await seeded.listGallery('th', { perPage: 100 });
    for (const section of ['boarding', 'facilities', 'school-events', 'life'] as const) {
      expect(items.filter((g) => g.section === section).flatMap((g) => g.images).length).toBeGreaterThanOrEqual(6);
    }
  });
});
