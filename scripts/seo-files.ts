// sitemap.xml (every page in every language, with its alternates: server/site/sitemap.ts) and
// robots.txt. The server serves a fresh sitemap; these files are what a static host has.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localeInfo, locales } from '../src/i18n/locales';
import type { BuildSettings } from './build-settings';

export function robotsTxt(origin: string): string {
  // Saved application drafts live only on a family's device: nothing there to index.
  return `User-agent: *\nAllow: /\nDisallow: /application-form/\n${locales
    .filter((l) => localeInfo[l].prefix)
    .map((l) => `Disallow: /${localeInfo[l].prefix}/application-form/\n`)
    .join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(settings: BuildSettings, sitemap: string): Promise<void> {
  await writeFile(path.join(settings.distDir, 'sitemap.xml'), sitemap);
  await writeFile(path.join(settings.distDir, 'robots.txt'), robotsTxt(settings.siteOrigin));
}
