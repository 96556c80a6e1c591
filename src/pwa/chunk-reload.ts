// When a page's code chunk fails to load (usually a new version was deployed and old files are
// gone), reload the page once. At most one reload per 60 seconds, remembered in session storage,
// so a chunk that is really missing shows the error page instead of looping.

export const CHUNK_RELOAD_KEY = 'ccis:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * For code a page loads in the background only (the outbox's triggers once the page is idle): a
 * chunk that did not arrive, because the family left the page meanwhile or the link is down, is
 * let go; the next page, or the service worker, does the work. Any other error is thrown on.
 */
export function unlessChunkMissing(error: unknown): void {
  if (!isChunkLoadError(error)) throw error;
}

/**
 * Reloads the page unless it already did so in the last 60 seconds.
 * @returns whether a reload was started.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => location.reload(),
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
