// Where the outbox sends to: the page and the service worker read the same build-time setting.
// Empty means the same origin as the page (the project's own server mounts the API at /api).
// DECISIONS.md's runtime configuration (base, token, prefix) replaces this later.

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/** Base the API's `/api/...` paths are appended to: `VITE_API_BASE`, else '' (same origin). */
export const outboxApiBase = (env.VITE_API_BASE || '').replace(/\/+$/, '');

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'ccis-outbox';
