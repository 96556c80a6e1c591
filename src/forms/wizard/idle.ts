// Work a family does not wait for (saving, how complete a draft is, building schemas), run where
// the page has time: in an idle callback, so a key press or a tap never queues behind it; with a
// timeout, so a page that is never idle still gets it done. Browsers without idle callbacks (and
// the tests' jsdom) run it after a timer.

/** Runs `run` in the next idle period (at the latest after `timeout` ms); returns what cancels it. */
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** Resolves in the next idle period. */
export const idle = (timeout?: number): Promise<void> => new Promise((resolve) => whenIdle(resolve, timeout));
