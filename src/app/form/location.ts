// Where the form island is: the page's path, and moving within the form's own pages (the
// application's start page and its drafts' addresses) without loading another document, as
// the router does for the app's pages. Back and Forward move with it.

import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The path the island shows: the browser's, or on the server the page's own (`serverPath`). */
export function useIslandPath(serverPath: string): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => serverPath,
  );
}

/** What the island keeps in the history entry of a page it opened. */
export interface IslandState {
  /** A new draft's id, shown before anything is stored under it. */
  newDraft?: string;
}

/** The history entry's state, if the island made it. */
export function islandState(): IslandState {
  const state: unknown = typeof history === 'undefined' ? undefined : history.state;
  return typeof state === 'object' && state !== null && 'island' in state
    ? (state as { island: IslandState }).island
    : {};
}

/** Shows `path` (same origin) in the island, with a history entry of its own. */
export function navigateTo(path: string, state: IslandState = {}): void {
  history.pushState({ island: state }, '', path);
  listeners.forEach((listener) => listener());
  window.scrollTo?.(0, 0);
}
