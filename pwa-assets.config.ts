// Icons for the web app manifest, generated from one SVG: npm run icons (outputs are committed).

import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, padding: 0.2, resizeOptions: { background: '#0b5563' } },
    apple: { ...minimal2023Preset.apple, padding: 0.1, resizeOptions: { background: '#0b5563' } },
  },
  images: ['public/icons/logo.svg'],
});
