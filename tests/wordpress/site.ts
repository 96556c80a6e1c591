// The site against a WordPress, in the test's process: the server's app built from the production
// build (dist/client, dist/ssr) with CONTENT_BASE_URL set, so pages are rendered on request as in
// production. Each site renders from its own WordPress client, so several may share a process.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSite, type Site, type SiteDeps } from '../../server/app';
import { loadConfig, repoRoot } from '../../server/config';

export type Profile = '' | 'bare' | 'no-translations';

/** The base URL of a profile of the test WordPress (see php/router.php). */
export const profileUrl = (url: string, profile: Profile) => (profile ? `${url}/p/${profile}` : url);

export interface TestSite extends Site {
  /** A page as a browser asks for it (HTML, no compression unless asked). */
  get(pathname: string, init?: RequestInit): Promise<Response>;
  close(): void;
}

/** The site with WordPress at `contentBaseUrl` and the given environment on top. */
export function siteFor(contentBaseUrl: string, env: Record<string, string> = {}, deps: SiteDeps = {}): TestSite {
  const ssr = path.join(repoRoot, 'dist/ssr');
  if (!existsSync(path.join(ssr, 'page-template.json')))
    throw new Error('No production build: run "npm run build" before the WordPress tests.');
  const data = mkdtempSync(path.join(tmpdir(), 'ccis-site-'));
  const config = loadConfig({
    CONTENT_BASE_URL: contentBaseUrl,
    INTAKE_PGLITE_DIR: path.join(data, 'db'),
    INTAKE_FILES_DIR: path.join(data, 'files'),
    ...env,
  });
  const site = createSite(config, deps);
  return {
    ...site,
    get: (pathname, init) => Promise.resolve(site.app.request(pathname, init)),
    close: () => rmSync(data, { recursive: true, force: true }),
  };
}

/** Absolute URL of a path on the site's public origin (canonical, hreflang). */
export const publicUrl = (pathname: string) => `https://www.coconutcoast.school${pathname}`;

/** The `<link rel="alternate">` hreflang -> href of a page's HTML. */
export function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link data-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
  return Object.fromEntries(links.map((m) => [m[1]!, m[2]!]));
}

export const canonicalOf = (html: string) => /<link data-head rel="canonical" href="([^"]+)">/.exec(html)?.[1];
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
