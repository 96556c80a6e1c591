// The server's configuration: every port and URL from the environment, with defaults that run the
// whole product on one machine (seeded content service, embedded intake database).

import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { brand } from '../src/config/brand';
import { runtimeConfigFromEnv, type RuntimeConfig } from '../src/config/runtime';
import { loadDeskConfig, type DeskConfig } from './desk/config';
import { loadIntakeConfig, type IntakeConfig } from './intake/config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  host: string;
  port: number;
  /** Public origin (canonical URLs); defaults to the brand's. */
  siteOrigin: string;
  /** Folder of the production build (dist/client). */
  distDir: string;
  /** WordPress base URL; empty means the embedded seeded content service. */
  contentBaseUrl: string;
  seedDir: string;
  /** The SSR entry and page template of the build (dist/ssr): pages with WordPress content are rendered with them. */
  ssrDir: string;
  /** How long a page rendered from WordPress is served before it is rendered again. */
  contentCacheSeconds: number;
  /** How long one request to WordPress may take before it counts as failed. */
  contentTimeoutMs: number;
  /** Bearer secret of POST /content-webhook, which WordPress calls on publish; empty: off. */
  contentWebhookSecret: string;
  /** Optional redirect of `/` (docs/decisions.md §5): off unless ROOT_REDIRECT_TO is set. */
  rootRedirect?: { to: string; status: 301 | 302 | 307 | 308 };
  /** Extra origins the page may connect to (CSP connect-src), e.g. the school's API. */
  connectOrigins: string[];
  /** The intake API under /api (server/intake/config.ts reads its variables). */
  intake: IntakeConfig;
  /** The admissions desk (server/desk/config.ts reads its variables). */
  desk: DeskConfig;
  /** The desk's build (dist/desk). */
  deskDistDir: string;
  /** What the page and service worker read at /app-config.json (the API they send to). */
  runtime: RuntimeConfig;
}

function redirectStatus(raw: string | undefined): 301 | 302 | 307 | 308 {
  const n = Number(raw ?? 302);
  return n === 301 || n === 307 || n === 308 ? n : 302;
}

/** ROOT_REDIRECT_TO: a path on this site (`/apply-now`), never an address another host could be read from. */
function rootRedirectPath(raw: string): string {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(raw))
    throw new Error(`ROOT_REDIRECT_TO must be a path on this site such as /apply-now, got "${raw}"`);
  return raw;
}

function numberOr(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rootTo = env.ROOT_REDIRECT_TO?.trim();
  const port = Number(env.PORT ?? 8080);
  const siteOrigin = (env.SITE_ORIGIN ?? brand.defaultOrigin).replace(/\/+$/, '');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    siteOrigin,
    distDir: path.resolve(repoRoot, env.DIST_DIR ?? 'dist/client'),
    contentBaseUrl: (env.CONTENT_BASE_URL ?? '').replace(/\/+$/, ''),
    seedDir: path.resolve(repoRoot, env.CONTENT_SEED_DIR ?? 'content-seed'),
    ssrDir: path.resolve(repoRoot, env.SSR_DIR ?? 'dist/ssr'),
    contentCacheSeconds: numberOr(env.CONTENT_CACHE_SECONDS, 10),
    contentTimeoutMs: numberOr(env.CONTENT_TIMEOUT_MS, 4000),
    contentWebhookSecret: env.CONTENT_WEBHOOK_SECRET?.trim() ?? '',
    rootRedirect: rootTo
      ? { to: rootRedirectPath(rootTo), status: redirectStatus(env.ROOT_REDIRECT_STATUS) }
      : undefined,
    connectOrigins: (env.CONNECT_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    intake: loadIntakeConfig(env, repoRoot),
    desk: loadDeskConfig(env, { siteOrigin, port }),
    deskDistDir: path.resolve(repoRoot, env.DESK_DIST_DIR ?? 'dist/desk'),
    runtime: runtimeConfigFromEnv(env),
  };
}
