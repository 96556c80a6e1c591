// A WordPress image: sized (no layout shift), lazy, responsive. The page's first large image
// (an article's picture, the first news card) is `priority`: fetched at once and first, since it is
// what a phone shows largest above the fold.

import type { WpImage } from '../../content/wp-schema';

export function WpImageView({ image, sizes, priority = false }: { image: WpImage; sizes: string; priority?: boolean }) {
  const srcSet = image.srcSet.map((s) => `${s.src} ${s.width}w`).join(', ');
  return (
    <img
      src={image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="wp-image"
    />
  );
}
