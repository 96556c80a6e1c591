// sitemap.xml (every page in every language, with its alternates: server/site/sitemap.ts) and
// robots.txt. The server serves a fresh sitemap; these files are what a static host has.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localeInfo, locales } from '../src/i18n/locales';
import type { BuildSettings } from './build-settings';

export function robotsTxt(origin: string): string {
  // Saved application drafts live only on a family's device, and a family's status page is theirs
  // alone: nothing there to index. The admissions desk and the API are the staff's and the forms'.
  const prefixes = locales.map((l) => (localeInfo[l].prefix ? `/${localeInfo[l].prefix}` : ''));
  const privatePaths = [
    ...prefixes.flatMap((prefix) => [`${prefix}/application-form/`, `${prefix}/application-status`]),
    '/desk',
    '/th/desk',
    '/api/',
  ];
  return `User-agent: *\nAllow: /\n${privatePaths.map((p) => `Disallow: ${p}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(settings: BuildSettings, sitemap: string): Promise<void> {
  await writeFile(path.join(settings.distDir, 'sitemap.xml'), sitemap);
  await writeFile(path.join(settings.distDir, 'robots.txt'), robotsTxt(settings.siteOrigin));
}
