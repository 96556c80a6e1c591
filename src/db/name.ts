// The name of the app's one IndexedDB database, apart from its schema (./database.ts) so that
// asking whether it exists (./light.ts) loads no Dexie.

export const DB_NAME = 'ccis';
