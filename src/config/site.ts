// Build-time site settings read by the page (Vite replaces import.meta.env at build time).

import { brand } from './brand';

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** Public origin of the site, for canonical URLs and Open Graph. */
export const siteOrigin = (env.VITE_SITE_ORIGIN || brand.defaultOrigin).replace(/\/+$/, '');

/**
 * Base URL of the content service (WordPress or the seeded stand-in). Empty means the same
 * origin as the page, which is how the project's own server serves it.
 */
export const contentBaseUrl = (env.VITE_CONTENT_BASE_URL ?? '').replace(/\/+$/, '');
