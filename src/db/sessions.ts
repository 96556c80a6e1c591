// The storage of shared-device mode (docs/shared-device.md): whether this device is an open-day
// tablet, and the families' private sessions on it. A session's key comes from the family's PIN and lives only in
// this page's memory (vault.ts); its drafts and files are sealed with it. Locking forgets the key;
// handing over deletes everything of the session except what the outbox still has to send.

import { derivePinKey, openJson, PIN_ITERATIONS, randomSalt, sealJson } from '../crypto';
import { withDb, type SessionRow } from './database';
import { deleteDraftsAndReceipts, forgetDeviceData } from './device-data';
import { openSessionId, setOpenSession } from './vault';

/** meta key of the mode: `SharedDeviceMode` when on, absent when off. */
export const SHARED_DEVICE_KEY = 'shared-device';
/** meta key that changes whenever a session opens or locks, so live queries run again. */
const SESSION_STATE_KEY = 'shared-device-session';

export interface SharedDeviceMode {
  /** Lock after this long without a touch or a key press. */
  idleMinutes: number;
  /** Warn this long before locking. */
  warnSeconds: number;
}

export interface SharedDeviceState {
  mode: SharedDeviceMode | undefined;
  /** The session open in this page, if any. */
  openSession: string | undefined;
  /** Sessions on this device (locked ones included), oldest first. */
  sessions: { id: string; createdAt: number }[];
}

const CHECK = 'ccis-session';

/** Mode and sessions, read together (live queries watch both tables). */
export async function sharedDeviceState(): Promise<SharedDeviceState> {
  const [mode, sessions] = await withDb((db) =>
    Promise.all([db.meta.get(SHARED_DEVICE_KEY), db.sessions.toArray(), db.meta.get(SESSION_STATE_KEY)]),
  );
  return {
    mode: mode?.value as SharedDeviceMode | undefined,
    openSession: openSessionId(),
    sessions: sessions.map(({ id, createdAt }) => ({ id, createdAt })).sort((a, b) => a.createdAt - b.createdAt),
  };
}

async function touchSessionState(): Promise<void> {
  await withDb((db) => db.meta.put({ key: SESSION_STATE_KEY, value: { at: Date.now(), open: openSessionId() } }));
}

/**
 * Stores shared-device mode as on. Starts clean: everything stored before (drafts, files,
 * receipts) is deleted first, as "Forget my data" does. (src/device turns the mode on.)
 */
export async function storeSharedDeviceMode(mode: SharedDeviceMode): Promise<void> {
  setOpenSession(undefined);
  await forgetDeviceData();
  await withDb((db) =>
    db.transaction('rw', db.meta, db.sessions, async () => {
      await db.sessions.clear();
      await db.meta.put({ key: SHARED_DEVICE_KEY, value: mode });
    }),
  );
}

/** Stores shared-device mode as off. Sessions still on the device stay sealed. */
export async function clearSharedDeviceMode(): Promise<void> {
  setOpenSession(undefined);
  await withDb((db) => db.meta.delete(SHARED_DEVICE_KEY));
}

/** Starts a family's private session with `pin` and opens it; returns its id. */
export async function startSession(pin: string, iterations = PIN_ITERATIONS): Promise<string> {
  const salt = randomSalt();
  const key = await derivePinKey(pin, salt, iterations, true);
  const row: SessionRow = {
    id: crypto.randomUUID(),
    salt,
    iterations,
    check: await sealJson(key, CHECK),
    createdAt: Date.now(),
  };
  await withDb((db) => db.sessions.put(row));
  setOpenSession({ id: row.id, key });
  await touchSessionState();
  return row.id;
}

/** Opens locked session `id` with `pin`; false when the PIN is wrong or the session is gone. */
export async function unlockSession(id: string, pin: string): Promise<boolean> {
  const row = await withDb((db) => db.sessions.get(id));
  if (!row) return false;
  return openWithKey(id, await derivePinKey(pin, row.salt, row.iterations, true));
}

/** Opens session `id` if `key` opens its check value; false when it does not or the session is gone. */
async function openWithKey(id: string, key: CryptoKey): Promise<boolean> {
  const row = await withDb((db) => db.sessions.get(id));
  if (!row) return false;
  try {
    if ((await openJson(key, row.check)) !== CHECK) return false;
  } catch {
    return false;
  }
  setOpenSession({ id, key });
  await touchSessionState();
  return true;
}

/** Locks the open session: its key leaves memory; its drafts stay sealed for the PIN. */
export async function lockSession(): Promise<void> {
  if (!openSessionId()) return;
  setOpenSession(undefined);
  await touchSessionState();
}

/**
 * Opens session `id` with `key`, a key this device already checked (carried from the page before,
 * src/device/carry.ts); false when the session is gone (handed over meanwhile).
 */
export function resumeSession(id: string, key: CryptoKey): Promise<boolean> {
  return openWithKey(id, key);
}

/**
 * "Finish and hand over": deletes the session's drafts, files and the session itself, and every
 * receipt, keeping only drafts (sealed) that the outbox still has to send; then locks. The open
 * session, unless `sessionId` names another (one whose page ended it, src/device/carry.ts).
 */
export async function handOver(sessionId?: string): Promise<void> {
  const id = sessionId ?? openSessionId();
  if (!id) return;
  await withDb((db) =>
    db.transaction(
      'rw',
      [db.drafts, db.attachments, db.attachmentBlobs, db.receipts, db.outbox, db.sessions, db.meta],
      async () => {
        await deleteDraftsAndReceipts(db, await db.drafts.where('sessionId').equals(id).primaryKeys());
        await db.sessions.delete(id);
      },
    ),
  );
  if (openSessionId() === id) setOpenSession(undefined);
  await touchSessionState();
}
