// The admissions desk's own build (its HTML entry src/desk/index.html into dist/desk, assets under
// /desk/assets/): apart from the public site's, so nothing of it is precached by the service
// worker, counted in the site's budgets or prerendered. Messages are compiled (and the forms'
// cut in parts) as the site's are.

import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { catalogueParts } from './catalogue-parts';
import { parserFreeIntl, precompileMessages } from './precompile-messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildDesk(outDir = path.join(root, 'dist/desk')): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'src/desk'),
    base: '/desk/',
    publicDir: false,
    // The forms' catalogues it shows come in parts (src/i18n/catalogue-parts.ts).
    plugins: [react(), precompileMessages(), catalogueParts()],
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
        parserFreeIntl,
      ],
    },
    // Staff load it once a session over the school's network; no first-visit budget applies.
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0, sourcemap: false, chunkSizeWarningLimit: 1000 },
  });
}
