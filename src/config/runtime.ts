// Runtime configuration (DECISIONS.md): where the outbox sends submissions, with which token and
// path prefix. The server answers it at /app-config.json from its environment; a static host
// serves the file the build wrote. Shared by the page and the service worker: no DOM, no React.

/** The API the outbox talks to. */
export interface ApiSettings {
  /** Origin (and path) the prefix is appended to; '' means the page's own origin. */
  base: string;
  /** Path of the intake API under the base, e.g. '/api'. */
  prefix: string;
  /** Bearer token sent with every call; '' for none. */
  token: string;
}

export interface RuntimeConfig {
  api: ApiSettings;
}

export const RUNTIME_CONFIG_PATH = '/app-config.json';

export const defaultRuntimeConfig: RuntimeConfig = { api: { base: '', prefix: '/api', token: '' } };

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value.trim() : fallback);

/** Reads a runtime configuration document; anything missing or malformed takes the default. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const api = (value as { api?: Record<string, unknown> } | null)?.api ?? {};
  const base = text(api.base, defaultRuntimeConfig.api.base).replace(/\/+$/, '');
  const prefix = text(api.prefix, defaultRuntimeConfig.api.prefix).replace(/\/+$/, '');
  return {
    api: {
      base: /^(https?:\/\/|$)/i.test(base) ? base : defaultRuntimeConfig.api.base,
      prefix: prefix && !prefix.startsWith('/') ? `/${prefix}` : prefix,
      token: text(api.token, ''),
    },
  };
}

/** The full address of an API path (`/submissions`) under the configured base and prefix. */
export function apiEndpoint(api: ApiSettings, path: string): string {
  return `${api.base}${api.prefix}${path}`;
}

/** The configuration a server or a build gives: APP_API_BASE, APP_API_PREFIX, APP_API_TOKEN. */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  const base = (env.APP_API_BASE ?? '').trim();
  if (base && !/^https?:\/\//i.test(base)) throw new Error(`APP_API_BASE must be an http(s) URL, got "${base}"`);
  return parseRuntimeConfig({
    api: { base, prefix: env.APP_API_PREFIX ?? defaultRuntimeConfig.api.prefix, token: env.APP_API_TOKEN ?? '' },
  });
}
