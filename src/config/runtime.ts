// Runtime configuration (docs/decisions.md §7): where the outbox sends submissions, with which token and
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

/** The analytics the school runs, loaded only after consent (src/app/consent); absent = none. */
export interface AnalyticsSettings {
  /** Google Tag Manager container id (GTM-XXXX); '' for none. */
  gtmId: string;
  /** Path of the school's pixel script on this site (e.g. /pixel.js); '' for none. */
  pixelSrc: string;
}

export interface RuntimeConfig {
  api: ApiSettings;
  /** Present only when a tag manager or a pixel is configured. */
  analytics?: AnalyticsSettings;
}

export const RUNTIME_CONFIG_PATH = '/app-config.json';

export const defaultRuntimeConfig: RuntimeConfig = { api: { base: '', prefix: '/api', token: '' } };

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value.trim() : fallback);

/** A tag manager container id, or '' when it is not one. */
const gtmIdOf = (value: unknown) => {
  const id = text(value, '');
  return /^GTM-[A-Z0-9]{1,20}$/.test(id) ? id : '';
};

/** A script path on this site (not another origin), or '' when it is not one. */
const localPathOf = (value: unknown) => {
  const src = text(value, '');
  return /^\/(?![/\\])[\w\-./]*$/.test(src) && !src.includes('..') ? src : '';
};

/** The analytics part of a configuration document, or undefined when nothing valid is set. */
export function parseAnalytics(value: unknown): AnalyticsSettings | undefined {
  const raw = (value ?? {}) as Record<string, unknown>;
  const settings = { gtmId: gtmIdOf(raw.gtmId), pixelSrc: localPathOf(raw.pixelSrc) };
  return settings.gtmId || settings.pixelSrc ? settings : undefined;
}

/** Reads a runtime configuration document; anything missing or malformed takes the default. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const api = (value as { api?: Record<string, unknown> } | null)?.api ?? {};
  const base = text(api.base, defaultRuntimeConfig.api.base).replace(/\/+$/, '');
  const prefix = text(api.prefix, defaultRuntimeConfig.api.prefix).replace(/\/+$/, '');
  const analytics = parseAnalytics((value as { analytics?: unknown } | null)?.analytics);
  return {
    api: {
      base: /^(https?:\/\/|$)/i.test(base) ? base : defaultRuntimeConfig.api.base,
      prefix: prefix && !prefix.startsWith('/') ? `/${prefix}` : prefix,
      token: text(api.token, ''),
    },
    ...(analytics && { analytics }),
  };
}

/** The full address of an API path (`/submissions`) under the configured base and prefix. */
export function apiEndpoint(api: ApiSettings, path: string): string {
  return `${api.base}${api.prefix}${path}`;
}

/**
 * The configuration a server or a build gives: APP_API_BASE, APP_API_PREFIX, APP_API_TOKEN, and
 * ANALYTICS_GTM_ID, ANALYTICS_PIXEL_SRC (empty: off).
 */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  const base = (env.APP_API_BASE ?? '').trim();
  if (base && !/^https?:\/\//i.test(base)) throw new Error(`APP_API_BASE must be an http(s) URL, got "${base}"`);
  const analytics = { gtmId: (env.ANALYTICS_GTM_ID ?? '').trim(), pixelSrc: (env.ANALYTICS_PIXEL_SRC ?? '').trim() };
  if (analytics.gtmId && !gtmIdOf(analytics.gtmId)) {
    throw new Error(`ANALYTICS_GTM_ID must look like GTM-XXXXXXX, got "${analytics.gtmId}"`);
  }
  if (analytics.pixelSrc && !localPathOf(analytics.pixelSrc)) {
    throw new Error(`ANALYTICS_PIXEL_SRC must be a path on this site such as /pixel.js, got "${analytics.pixelSrc}"`);
  }
  return parseRuntimeConfig({
    api: { base, prefix: env.APP_API_PREFIX ?? defaultRuntimeConfig.api.prefix, token: env.APP_API_TOKEN ?? '' },
    analytics,
  });
}
