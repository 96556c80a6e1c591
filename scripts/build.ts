// The production build: the page bundle, the prerender bundle, the admissions desk (its own
// bundle), every page prerendered to HTML, the sitemap, robots.txt, the nginx rules for static
// hosts, and precompressed files.

import path from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender';
import { writeSeoFiles } from './seo-files';
import { writeNginxConf } from './nginx-conf';
import { precompress } from './precompress';
import { buildSettings } from './build-settings';
import { writeServiceWorkerFiles } from './service-worker-files';
import { writeSearchIndexes } from './search-index';
import { writeRuntimeConfig } from './runtime-config';
import { buildDesk } from './build-desk';
import { writeCalendarFiles } from './calendar-files';

const settings = buildSettings();
process.env.VITE_SITE_ORIGIN = settings.siteOrigin;
// The browser reads WordPress through this site's server (/wp-json, cleaned on the way), never
// straight from CONTENT_BASE_URL: a static host without the server sets VITE_CONTENT_BASE_URL.

const started = Date.now();
await build({ logLevel: 'warn' });
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist/ssr', emptyOutDir: true } });
await buildDesk();
const { pages, sitemap } = await prerender(settings);
await writeSeoFiles(settings, sitemap);
await writeNginxConf(settings);
await writeRuntimeConfig(settings.distDir);
await writeCalendarFiles(settings.distDir);
const search = await writeSearchIndexes(settings.distDir, path.dirname(settings.ssrEntry));
const sw = await writeServiceWorkerFiles(settings, pages);
const compressed = await precompress(settings.distDir);
console.log(
  `Built ${pages.length} pages; search ${search.map((s) => `${s.locale} ${s.docs}`).join(', ')}; precache ${sw.precache.count} files (${(sw.precache.size / 1024).toFixed(0)} KB); ` +
    `${compressed} files precompressed; in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
