// Vite builds the page (dist/client) and, with --ssr, the prerender entry (dist/ssr).
// scripts/build.ts runs both, then prerenders every route.

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  ssr: {
    noExternal: ['@headlessui/react', 'react-intl'],
  },
  server: {
    proxy: {
      '/wp-json': 'http://127.0.0.1:8080',
      '/wp-content': 'http://127.0.0.1:8080',
    },
  },
});
