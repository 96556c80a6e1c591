// The storage facade's light entry: what a form asks before anything is stored, without loading
// Dexie or opening the database. A family's first visit shows a form at once: no database on
// this device means no draft, no submission and no receipt to list (docs/performance.md, "Forms").

import { DB_NAME } from './name';

export { isPrivateSession } from './open-session';
export { onDatabaseOpened } from './opened';

type Storage = typeof import('./index');

let loading: Promise<Storage> | undefined;

/** The whole facade (./index.ts, with Dexie), loaded once, by the first save or query that needs it. */
export function loadStorage(): Promise<Storage> {
  loading ??= import('./index');
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * False only when this device certainly holds nothing of the site (the database does not exist);
 * true when it may, or when the browser cannot tell (no `indexedDB.databases()`).
 */
export async function mayHoldRecords(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}
