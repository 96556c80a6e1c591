// Draws the seed's original illustrations (SVG composed in code, rendered with sharp) as WebP at
// 400, 800 and 1200 px wide into content-seed/uploads/2026, and writes content-seed/media.json.
// Run: npx tsx scripts/make-seed-images.ts

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { localeInfo } from '../src/i18n/locales';
import { seedImages, seedWidths, type SeedImage } from './seed-images/catalogue';
import { indoorScenes } from './seed-images/scenes-indoor';
import { outdoorScenes } from './seed-images/scenes-outdoor';
import { palettes, rngFor, svg } from './seed-images/svg-kit';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'content-seed');
const year = '2026';
const maxBytes = 80 * 1024;
const scenes = { ...outdoorScenes, ...indoorScenes };
const sizeNames: Record<number, string> = { 400: 'medium', 800: 'large', 1200: 'full' };

interface Rendition {
  width: number;
  height: number;
  file: string;
  filesize: number;
}

function heightFor(width: number): number {
  return Math.round((width * 2) / 3);
}

/** Renders one width, lowering the quality until the file fits the size budget. */
async function renderWebp(source: Buffer, width: number): Promise<Buffer> {
  for (const quality of [80, 72, 64, 56, 48]) {
    const out = await sharp(source)
      .resize(width, heightFor(width), { fit: 'cover' })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (out.byteLength <= maxBytes) return out;
  }
  throw new Error(`cannot fit ${width}px under ${maxBytes} bytes`);
}

async function renderImage(image: SeedImage): Promise<Rendition[]> {
  const scene = scenes[image.scene];
  const palette = palettes[image.palette];
  if (!scene || !palette) throw new Error(`${image.name}: unknown scene or palette`);
  const source = Buffer.from(svg(scene(palette, rngFor(image.name))));
  const renditions: Rendition[] = [];
  for (const width of seedWidths) {
    const bytes = await renderWebp(source, width);
    const file = `${year}/${image.name}-${width}.webp`;
    await writeFile(join(root, 'uploads', file), bytes);
    renditions.push({ width, height: heightFor(width), file, filesize: bytes.byteLength });
  }
  return renditions;
}

function mediaObject(image: SeedImage, renditions: Rendition[]): Record<string, unknown> {
  const url = (file: string): string => `/wp-content/uploads/${file}`;
  const full = renditions[renditions.length - 1];
  if (!full) throw new Error(`${image.name}: no renditions`);
  const sizes = Object.fromEntries(
    renditions.map((r) => [
      sizeNames[r.width] ?? `w${r.width}`,
      {
        file: r.file.split('/').pop(),
        width: r.width,
        height: r.height,
        filesize: r.filesize,
        mime_type: 'image/webp',
        source_url: url(r.file),
      },
    ]),
  );
  return {
    id: image.id,
    date: '2026-01-05T10:00:00',
    date_gmt: '2026-01-05T03:00:00',
    modified: '2026-01-05T10:00:00',
    modified_gmt: '2026-01-05T03:00:00',
    slug: image.name,
    status: 'inherit',
    type: 'attachment',
    link: `https://www.coconutcoast.school/${image.name}/`,
    title: { rendered: image.name.replace(/-/g, ' ') },
    author: 1,
    caption: { rendered: '' },
    alt_text: image.alt.en,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: {
      width: full.width,
      height: full.height,
      file: full.file,
      filesize: full.filesize,
      sizes,
      image_meta: {},
    },
    source_url: url(full.file),
    // Seed-only: the alt text per WordPress language code; the service serves the one asked for.
    translations: {
      [localeInfo.th.wp]: { alt_text: image.alt.th },
      [localeInfo.ru.wp]: { alt_text: image.alt.ru },
      [localeInfo.cn.wp]: { alt_text: image.alt.cn },
    },
  };
}

async function main(): Promise<void> {
  await mkdir(join(root, 'uploads', year), { recursive: true });
  const media: Record<string, unknown>[] = [];
  let largest = 0;
  for (const image of seedImages) {
    const renditions = await renderImage(image);
    largest = Math.max(largest, ...renditions.map((r) => r.filesize));
    media.push(mediaObject(image, renditions));
  }
  await writeFile(join(root, 'media.json'), `${JSON.stringify(media, null, 2)}\n`);
  console.log(
    `${seedImages.length} images, ${seedImages.length * seedWidths.length} files, largest ${Math.round(largest / 1024)} KB`,
  );
}

await main();
