// The seed's media library: every illustration with its scene, palette, media id and alt text in
// the four site languages. Gallery items and news articles refer to these names and ids.

import imageRows from './images.json';

export type AltText = { en: string; th: string; ru: string; cn: string };

export interface SeedImage {
  id: number;
  name: string;
  scene: string;
  palette: string;
  alt: AltText;
}

type Row = [name: string, scene: string, palette: string, en: string, th: string, ru: string, cn: string];

// One row per illustration (images.json): name, scene, palette, then the alt text in en, th, ru, cn.
const rows = imageRows as Row[];

export const seedImages: SeedImage[] = rows.map(([name, scene, palette, en, th, ru, cn], index) => ({
  id: 501 + index,
  name,
  scene,
  palette,
  alt: { en, th, ru, cn },
}));

/** The widths each image is written at; the 3:2 heights follow. */
export const seedWidths = [400, 800, 1200] as const;
