// Loads a third-party script once. The ready state is the cached promise: a failed load clears
// it (and removes the tag), so the next attempt starts over.

let pending = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` and resolves when `isReady()` becomes true (the script calls the global
 * `onloadName` callback when it is up). Rejects when the script fails to load.
 */
export function loadScript(src: string, onloadName: string): Promise<void> {
  const cached = pending.get(src);
  if (cached) return cached;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const global = window as unknown as Record<string, unknown>;
    global[onloadName] = () => resolve();
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.append(script);
  });
  pending.set(src, promise);
  return promise;
}

/** Forgets every loaded script (tests). */
export function resetScripts(): void {
  pending = new Map();
}
