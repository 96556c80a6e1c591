// Tells whoever asked that the app's database has been opened, so it exists on this device from
// now on: parts of a form page that show only where the device holds something (./light.ts,
// src/forms/use-stored-records.ts) ask again then, as on a first visit once the first draft is
// stored. Apart from ./database.ts so that listening loads no Dexie.

const listeners = new Set<() => void>();

/** Calls `listener` each time the database opens; answers the function that stops it. */
export function onDatabaseOpened(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteDatabaseOpened(): void {
  for (const listener of [...listeners]) listener();
}
