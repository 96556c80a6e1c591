// A WordPress image: sized (no layout shift), lazy, responsive.

import type { WpImage } from '../../content/wp-schema';

export function WpImageView({ image, sizes, eager = false }: { image: WpImage; sizes: string; eager?: boolean }) {
  const srcSet = image.srcSet.map((s) => `${s.src} ${s.width}w`).join(', ');
  return (
    <img
      src={image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="wp-image"
    />
  );
}
