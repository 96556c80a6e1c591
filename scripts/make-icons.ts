// Completes the icon set made by pwa-assets-generator from public/icons/logo.svg: a 192 px
// maskable icon and the Open Graph image. Run with `npm run icons`; the outputs are committed.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { brand } from '../src/config/brand';
import { repoRoot } from './build-settings';

const icons = path.join(repoRoot, 'public/icons');
const logo = await readFile(path.join(icons, 'logo.svg'));

// Maskable: the mark inside the central 80% safe zone, on the brand colour.
const inner = await sharp(logo).resize(154, 154).png().toBuffer();
await sharp({ create: { width: 192, height: 192, channels: 4, background: brand.themeColor } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(icons, 'maskable-icon-192x192.png'));

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="${brand.themeColor}"/>
  <rect y="470" width="1200" height="160" fill="#7cc6c9"/>
  <text x="80" y="250" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${brand.name}</text>
  <text x="80" y="330" font-family="sans-serif" font-size="40" fill="#f3e2b8">British international school · ${brand.island}, Thailand</text>
</svg>`;
const mark = await sharp(logo).resize(220, 220).png().toBuffer();
await sharp(Buffer.from(og))
  .composite([{ input: mark, top: 380, left: 900 }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(icons, 'og-image.png'));
console.log('icons written to public/icons');
