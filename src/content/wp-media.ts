// Gallery photos given only by attachment id (ACF's default REST format when the attachments were
// not embedded, or the images of a Gallery block) fetched in one request: GET /media?include=...
// A photo that cannot be had is left out and reported; a failed request costs the photos, not the page.

import { ContentServiceError } from './wp-errors';
import { imageFromMedia, parseEach, type NormaliseContext, type PendingGallery } from './wp-normalise';
import type { Requester } from './wp-request';
import { wpMediaSchema, type WpGallery, type WpImage } from './wp-schema';

const PER_REQUEST = 100;

async function fetchMedia(ids: number[], request: Requester, context: NormaliseContext): Promise<Map<number, WpImage>> {
  const found = new Map<number, WpImage>();
  for (let start = 0; start < ids.length; start += PER_REQUEST) {
    const chunk = ids.slice(start, start + PER_REQUEST);
    try {
      const answer = await request('media', { include: chunk.join(','), per_page: chunk.length });
      for (const media of parseEach(wpMediaSchema, answer.items, 'attachment', context)) {
        const image = imageFromMedia(media, context);
        if (image) found.set(image.id, image);
      }
    } catch (error) {
      // Already reported by the requester; the galleries show what they have.
      if (!(error instanceof ContentServiceError)) throw error;
    }
  }
  return found;
}

/** The galleries with every photo they can have, and a cover (featured image or first photo). */
export async function resolvePhotos(
  pending: PendingGallery[],
  request: Requester,
  context: NormaliseContext,
): Promise<WpGallery[]> {
  const wanted = [
    ...new Set(pending.flatMap(({ photos }) => photos.filter((p): p is number => typeof p === 'number'))),
  ];
  const media = wanted.length > 0 ? await fetchMedia(wanted, request, context) : new Map<number, WpImage>();
  return pending.map(({ gallery, photos }) => {
    const images = photos.flatMap((photo) => {
      if (typeof photo !== 'number') return [photo];
      const image = media.get(photo);
      if (!image) context.report(`gallery ${gallery.id} (${gallery.slug}): photo ${photo} is not available`);
      return image ? [image] : [];
    });
    const cover = gallery.featuredImage ?? images[0];
    return { ...gallery, images, ...(cover ? { featuredImage: cover } : {}) };
  });
}
