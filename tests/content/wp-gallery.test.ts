// @vitest-environment node
// The WordPress client reading gallery items: ACF's image arrays and attachment ids, and the
// Gallery block of an item without ACF fields.

import { describe, expect, it } from 'vitest';
import { hostile, json, validPost } from './wp-client-support';

describe('gallery items', () => {
  it('reads an ACF gallery: flat sizes to srcset of one shape, false for no images, bad images dropped', async () => {
    const image = {
      id: 3,
      url: '/u/a-1200.webp',
      width: 1200,
      height: 800,
      alt: ' Pool ',
      sizes: {
        medium: '/u/a-400.webp',
        'medium-width': 400,
        'medium-height': 267,
        thumbnail: '/u/t.webp',
        'thumbnail-width': 150,
        'thumbnail-height': 150,
      },
    };
    const gallery = (images: unknown) => ({ ...validPost, slug: 'g', acf: { section: 'facilities', images } });
    const { client } = hostile((url) =>
      url.searchParams.get('slug') === 'g' ? json([gallery([image, { id: 'bad' }])]) : json([gallery(false)]),
    );
    const item = await client.galleryBySlug('g', 'en');
    expect(item?.images).toEqual([
      {
        id: 3,
        src: 'https://cms.example.com/u/a-1200.webp',
        width: 1200,
        height: 800,
        alt: 'Pool',
        srcSet: [
          { src: 'https://cms.example.com/u/a-400.webp', width: 400 },
          { src: 'https://cms.example.com/u/a-1200.webp', width: 1200 },
        ],
      },
    ]);
    expect(item?.featuredImage?.id).toBe(3);
    const list = await client.listGallery('en');
    expect(list.items[0]?.images).toEqual([]);
  });

  it('reads photos given by id (ACF’s REST format) from the embedded attachments or from /media', async () => {
    const media = (id: number) => ({
      id,
      source_url: `https://cms.example.com/u/p${id}.jpg`,
      alt_text: `Photo ${id}`,
      media_details: { width: 1600, height: 1067, sizes: {} },
    });
    const item = {
      ...validPost,
      slug: 'g',
      acf: { section: 'kitchen', images: [5, 6] },
      _embedded: { 'acf:attachment': [media(5)] },
    };
    const { client, urls } = hostile((url) => (url.pathname.endsWith('/media') ? json([media(6)]) : json([item])));
    const gallery = await client.galleryBySlug('g', 'en');
    expect(gallery?.images.map((i) => i.alt)).toEqual(['Photo 5', 'Photo 6']);
    expect(gallery?.section).toBeUndefined();
    expect(urls[1]?.searchParams.get('include')).toBe('6');
  });

  it('finds the photos of a Gallery block when there is no ACF field', async () => {
    const content = '<figure class="wp-block-gallery"><figure><img class="wp-image-12" src="a.jpg"></figure></figure>';
    const item = { ...validPost, slug: 'g', acf: [], content: { rendered: content } };
    const { client } = hostile((url) =>
      url.pathname.endsWith('/media')
        ? json([{ id: 12, source_url: '/u/12.jpg', media_details: { width: 4, height: 3, sizes: {} } }])
        : json([item]),
    );
    const gallery = await client.galleryBySlug('g', 'en');
    expect(gallery?.images.map((i) => i.src)).toEqual(['https://cms.example.com/u/12.jpg']);
    expect(gallery?.section).toBeUndefined();
  });
});
