// One runner at a time of a piece of background work (the outbox's sending, the safe copies'
// flush) across the site's tabs and its service worker: a Web Lock where the browser has them,
// else one per JavaScript context. A page that leaves lets go of the lock at once: WebKit keeps
// the locks of a page it freezes in its back/forward cache, and the next page of the site would
// otherwise find the work "running" for as long as the frozen page stays cached. The frozen
// run may resume later beside a new one; the work this guards is safe to repeat (changes carry
// ids the server recognises, the outbox's receipts are idempotent).

const local = new Map<string, Promise<unknown>>();

/** Settles (with `value`) when the page is hidden for good or frozen; never in a worker. */
function pageLeaves<T>(value: T): Promise<T> {
  if (!('onpagehide' in globalThis)) return new Promise(() => {});
  return new Promise((resolve) => globalThis.addEventListener('pagehide', () => resolve(value), { once: true }));
}

/**
 * Runs `work` unless another runner holds `name`: then answers `busy`, or with `wait` waits for
 * it and runs after. Rejects as `work` does.
 */
export async function runExclusive<T>(
  name: string,
  work: () => Promise<T>,
  options: { busy: T; wait?: boolean },
): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request === 'function') {
    return locks.request(name, { ifAvailable: !options.wait }, (lock) =>
      lock ? Promise.race([work(), pageLeaves(options.busy)]) : options.busy,
    );
  }
  while (options.wait && local.has(name)) await local.get(name)!.catch(() => undefined);
  if (local.has(name)) return options.busy;
  const running = work();
  local.set(name, running);
  try {
    return await running;
  } finally {
    local.delete(name);
  }
}
