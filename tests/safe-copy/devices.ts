// Several devices in one test process: the app has one IndexedDB database, so a device is what
// that database holds. Switching device puts the current one's rows aside and brings the other's
// back (a new device starts empty, as a phone after Safari's purge does).

import { getDb } from '../../src/db/database';

type Rows = Map<string, unknown[]>;

const devices = new Map<string, Rows>();
let current: string | undefined;

async function dump(): Promise<Rows> {
  const db = getDb();
  return new Map(await Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()] as const)));
}

async function restore(rows: Rows | undefined): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) {
      await table.clear();
      const stored = rows?.get(table.name);
      if (stored?.length) await table.bulkPut(stored);
    }
  });
}

/** Makes `name` the device the app's code runs on. */
export async function useDevice(name: string): Promise<void> {
  if (current === name) return;
  if (current !== undefined) devices.set(current, await dump());
  await restore(devices.get(name));
  current = name;
}

/** Forgets every device (between tests). */
export async function resetDevices(): Promise<void> {
  devices.clear();
  current = undefined;
  await restore(undefined);
}

/** Empties the current device's database, as clearing a site's data does. */
export async function purgeDevice(): Promise<void> {
  await restore(undefined);
}
