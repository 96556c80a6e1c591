// Vite builds the page (dist/client, with the service worker and web app manifest) and, with
// --ssr, the prerender entry (dist/ssr). scripts/build.ts runs both, prerenders every route, then
// writes the precache manifest into the service worker (after the HTML exists: docs/platform.md §9).

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { brand } from './src/config/brand.ts';
import { buildStatsPlugin } from './scripts/build-stats.ts';
import { chunkGroups, compileHints, preloadLists } from './scripts/chunking.ts';
import { catalogueParts } from './scripts/catalogue-parts.ts';
import { parserFreeIntl, precompileMessages } from './scripts/precompile-messages.ts';

/**
 * The page reads WordPress text with the browser's own parser: Node's engine (htmlparser2 and the
 * `entities` tables) stays out of the page's build (src/content/html-text.ts).
 */
const browserTextEngine = {
  find: /^\.\/text-engine$/,
  replacement: fileURLToPath(new URL('./src/content/text-engine.browser.ts', import.meta.url)),
};

const preload = preloadLists();

const icon = (src: string, sizes: string, purpose?: string) => ({
  src: `/icons/${src}`,
  sizes,
  type: 'image/png',
  ...(purpose ? { purpose } : {}),
});

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  // The precache list is injected by scripts/build.ts once every page is prerendered.
  injectManifest: { injectionPoint: undefined, minify: true },
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: `${brand.name}: a British international school on ${brand.island}, Thailand. Read about the school offline and apply online.`,
    lang: 'en',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    categories: ['education'],
    icons: [
      icon('pwa-192x192.png', '192x192'),
      icon('pwa-512x512.png', '512x512'),
      icon('maskable-icon-192x192.png', '192x192', 'maskable'),
      icon('maskable-icon-512x512.png', '512x512', 'maskable'),
    ],
    shortcuts: [
      {
        name: 'Apply online',
        short_name: 'Apply',
        url: '/application-form',
        icons: [icon('pwa-192x192.png', '192x192')],
      },
      { name: 'Contact us', short_name: 'Contact', url: '/contact-us', icons: [icon('pwa-192x192.png', '192x192')] },
      {
        name: 'School bus registration',
        short_name: 'Bus',
        url: '/bus-registration',
        icons: [icon('pwa-192x192.png', '192x192')],
      },
      { name: 'Search', short_name: 'Search', url: '/search', icons: [icon('pwa-192x192.png', '192x192')] },
    ],
    screenshots: [
      {
        src: '/screenshots/home-narrow.jpg',
        sizes: '780x1688',
        type: 'image/jpeg',
        form_factor: 'narrow',
        label: 'Home page',
      },
      {
        src: '/screenshots/home-wide.jpg',
        sizes: '1440x900',
        type: 'image/jpeg',
        form_factor: 'wide',
        label: 'Home page',
      },
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), precompileMessages(), catalogueParts()]
    : [
        react(),
        precompileMessages(),
        catalogueParts(),
        pwa,
        buildStatsPlugin(import.meta.dirname),
        preload.plugin,
        compileHints(),
      ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    manifest: !isSsrBuild,
    // Every browser the site supports preloads modules itself; one that does not just fetches
    // them when they are imported (the polyfill was 0.4 KB of every page's first script).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: chunkGroups(import.meta.dirname) } },
  },
  resolve: {
    alias: [
      // React Router's package always resolves to its development build, dev warnings switched on
      // (remix-run/react-router#12532, #14102); its production build is the same code with them off.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
      // workbox-window's package points bundlers at its ES5 build (2.3 KB gzip); the islands take
      // its modern build (1.4 KB), the same code without the ES5 helpers.
      {
        find: /^workbox-window$/,
        replacement: fileURLToPath(
          new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url),
        ),
      },
      // Every message reaches the page compiled (scripts/precompile-messages.ts).
      ...(isSsrBuild ? [] : [parserFreeIntl, browserTextEngine]),
    ],
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
}));
