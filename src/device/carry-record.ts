// What travels with a family's open session from one page of the tab to the next
// (docs/shared-device.md): its id, its key sealed with a carry key that only this device holds
// (src/device/carry.ts), and the idle deadline. It lives in the tab's sessionStorage, which ends
// with the tab; Lock, "Finish and hand over" and the idle timeout remove it, and without it the
// carry key opens nothing. No database, no React: every page's shared-device island reads it.

/** sessionStorage key of the carried session. */
export const CARRIED_SESSION_KEY = 'ccis-session';
/** localStorage key of a session a page ended (idle, hand-over) that the next app page deletes. */
export const HAND_OVER_KEY = 'ccis-hand-over';

export interface CarriedSession {
  id: string;
  /** The session key, sealed with the carry key (base64url). */
  sealedKey: string;
  /** No touch, click or key for this long ends the session. */
  idleMs: number;
  /** The warning comes this long before. */
  warnMs: number;
  /** Epoch ms when the session ends unless someone touches the page. */
  idleUntil: number;
}

function isCarried(value: unknown): value is CarriedSession {
  const v = value as Partial<CarriedSession> | null;
  return (
    typeof v?.id === 'string' &&
    typeof v.sealedKey === 'string' &&
    typeof v.idleMs === 'number' &&
    typeof v.warnMs === 'number' &&
    typeof v.idleUntil === 'number'
  );
}

/** The carried session of this tab, if any. */
export function readCarried(storage: Storage = sessionStorage): CarriedSession | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(CARRIED_SESSION_KEY) ?? 'null');
    return isCarried(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCarried(session: CarriedSession, storage: Storage = sessionStorage): void {
  storage.setItem(CARRIED_SESSION_KEY, JSON.stringify(session));
}

export function dropCarried(storage: Storage = sessionStorage): void {
  storage.removeItem(CARRIED_SESSION_KEY);
}

/** Someone is here: the idle deadline moves on. */
export function touchCarried(now: number, storage: Storage = sessionStorage): CarriedSession | undefined {
  const carried = readCarried(storage);
  if (!carried) return undefined;
  const touched = { ...carried, idleUntil: now + carried.idleMs };
  writeCarried(touched, storage);
  return touched;
}

/** Session `id` ended on a page that cannot delete it: the next app page does (src/device/carry.ts). */
export function markHandOver(id: string, storage: Storage = localStorage): void {
  storage.setItem(HAND_OVER_KEY, id);
}

/** The session a page ended, if any, now taken off the list. */
export function takeHandOver(storage: Storage = localStorage): string | undefined {
  const id = storage.getItem(HAND_OVER_KEY) ?? undefined;
  storage.removeItem(HAND_OVER_KEY);
  return id;
}
