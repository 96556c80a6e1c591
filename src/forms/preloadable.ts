// A component loaded on demand that can be fetched ahead (a wizard's steps, the framework's
// dialogs): once `preload()` has brought it, rendering it never suspends, so a family moving to
// the next tab sees it at once rather than a "Loading…" frame (React.lazy waits a tick on any
// promise, even a settled one; a settled thenable it reads at once).

import { lazy, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

type Loaded<P> = { default: ComponentType<P> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadable<P extends Record<string, any>>(load: () => Promise<Loaded<P>>): Preloadable<P> {
  let module: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const preload = (): Promise<Loaded<P>> => {
    pending ??= load().then((loaded) => (module = loaded));
    pending.catch(() => (pending = undefined));
    return pending;
  };
  const Component = lazy((): Promise<Loaded<P>> => {
    const ready = module;
    // A settled thenable: React reads it in the same render.
    if (ready) return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as Promise<Loaded<P>>;
    return preload();
  });
  return Object.assign(Component, { preload }) as unknown as Preloadable<P>;
}

/** Starts fetching `component` if it can be fetched ahead. */
export function preload(component: unknown): Promise<unknown> {
  const ahead = (component as Partial<Preloadable<unknown>> | undefined)?.preload;
  return ahead ? ahead() : Promise.resolve();
}
