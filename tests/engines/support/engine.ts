// What a test does with a browser, the same in Chromium, Firefox and WebKit: open a persistent
// profile (closing and opening it again is a browser restart), go to a page, run a function in
// it, click, type, and read the errors the page reported. Each engine's launcher is beside this
// file; they drive the real browsers through their standard automation protocols.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A function run in the page; its argument and result cross the wire as JSON. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

export interface EnginePage {
  /** Navigates to `path` (on the site's origin through the link proxy) and waits for its load. */
  goto(path: string): Promise<void>;
  /** The page's current address, as the browser shows it. */
  url(): Promise<string>;
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** Clicks the first element matching `selector` (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** Types `text` into the element matching `selector` as keystrokes (after focusing it). */
  type(selector: string, text: string): Promise<void>;
  /** Presses Enter in the focused element. */
  pressEnter(): Promise<void>;
}

export interface EngineBrowser {
  readonly engine: EngineName;
  /** The one tab of the browser. */
  readonly page: EnginePage;
  /**
   * Errors reported since the browser opened: uncaught exceptions and console errors of pages
   * and workers (and, in WebKit, the engine's own security and network messages).
   */
  errors(): string[];
  /** Quits the browser; its profile stays on disk for the next `open`. */
  close(): Promise<void>;
}

export interface EngineLauncher {
  readonly engine: EngineName;
  /** Starts the browser on the persistent profile in `profileDir`; pages are on `origin`. */
  open(profileDir: string, origin: string): Promise<EngineBrowser>;
  /**
   * Deletes the browser's HTTP cache in the profile (the browser being closed), keeping Cache
   * Storage, IndexedDB and service workers: what iOS does under storage pressure.
   */
  purgeHttpCache(profileDir: string): Promise<void>;
}

/** Resolves after `ms` (for polling loops only; tests wait for conditions, never for time). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `fn` in the page until it returns a truthy value (navigation in between is tolerated),
 * and returns it; fails with `what` after `timeout` ms.
 */
export async function waitInPage<A, R>(
  page: EnginePage,
  what: string,
  fn: PageFunction<A, R>,
  arg: A,
  timeout = 20_000,
): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.evaluate(fn, arg);
      if (value) return value as NonNullable<R>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
    await pause(200);
  }
}

/** Polls `fn` in the test until it returns a truthy value; fails with `what` after `timeout` ms. */
export async function waitFor<R>(what: string, fn: () => Promise<R> | R, timeout = 20_000, every = 200): Promise<R> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(every);
  }
}

/**
 * `fn` called with `arg`, as an expression to run in the page. Sent as source text rather than a
 * function: under tsx (the benchmarks) esbuild names functions with a `__name` helper the page
 * does not have.
 */
export function callSource<A, R>(fn: PageFunction<A, R>, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}); })()`;
}
