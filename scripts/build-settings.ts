// Settings of a build, from the environment (the same variable names as the server's).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '../src/config/brand';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildSettings {
  siteOrigin: string;
  /** WordPress to prerender news and gallery from; empty: the seeded content service. */
  contentBaseUrl: string;
  seedDir: string;
  distDir: string;
  ssrEntry: string;
}

export function buildSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  return {
    siteOrigin: (env.SITE_ORIGIN ?? brand.defaultOrigin).replace(/\/+$/, ''),
    contentBaseUrl: (env.CONTENT_BASE_URL ?? '').replace(/\/+$/, ''),
    seedDir: path.resolve(repoRoot, env.CONTENT_SEED_DIR ?? 'content-seed'),
    distDir: path.join(repoRoot, 'dist/client'),
    ssrEntry: path.join(repoRoot, 'dist/ssr/entry-server.js'),
  };
}
