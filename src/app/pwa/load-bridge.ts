// Loads the service-worker bridge (and, through it, the outbox and IndexedDB code) once the page
// has loaded and the browser is idle: registering a worker is background work, and keeping it
// off the first load keeps a page's own code small and its main thread free (bench/route-js.ts).

import { afterLoadAndIdle } from '../after-load';

type Bridge = typeof import('./bridge');

let bridge: Promise<Bridge> | undefined;

/** The bridge module, loaded once, after the page's load event and an idle moment. */
export function loadBridge(): Promise<Bridge> {
  bridge ??= afterLoadAndIdle().then(() => import('./bridge'));
  return bridge;
}
