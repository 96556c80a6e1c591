// Carrying a family's open session across the pages of a tab (docs/shared-device.md). A full page
// load empties the page's memory, where the session key lives: without this, a family that looks
// up the fees and comes back to its form would be asked for its PIN every time. At Start or
// Unlock the key (extractable for this only) is sealed with a fresh carry key, a non-extractable
// key kept in IndexedDB, and the sealed key goes to the tab's sessionStorage
// (./carry-record). The next app page opens it again if the idle deadline has not passed. Lock,
// "Finish and hand over" and the idle timeout drop the sealed key and the carry key, so neither
// the next family nor anyone holding the tablet afterwards can use either.

import {
  deleteSetting,
  handOver,
  openSessionKey,
  readSetting,
  resumeSession,
  writeSetting,
  type SharedDeviceMode,
} from '../db';
import { exportKeyText, fromBase64Url, importKeyText, openJson, randomKey, sealJson, toBase64Url } from '../crypto';
import { dropCarried, readCarried, takeHandOver, writeCarried } from './carry-record';

/** meta key of the carry key. */
const CARRY_KEY = 'session-carry-key';

/** Seals the open session for the tab's next pages (after Start or Unlock). */
export async function carryOpenSession(mode: SharedDeviceMode, now = Date.now()): Promise<void> {
  const session = openSessionKey();
  if (!session) return;
  const carryKey = await randomKey(false);
  await writeSetting(CARRY_KEY, carryKey);
  const sealedKey = toBase64Url(await sealJson(carryKey, await exportKeyText(session.key)));
  const idleMs = mode.idleMinutes * 60_000;
  writeCarried({ id: session.id, sealedKey, idleMs, warnMs: mode.warnSeconds * 1000, idleUntil: now + idleMs });
}

/** Forgets the carried session: the sealed key and the key that opens it. */
export async function dropCarriedSession(): Promise<void> {
  dropCarried();
  await deleteSetting(CARRY_KEY);
}

async function openCarried(sealedKey: string): Promise<CryptoKey | undefined> {
  const carryKey = await readSetting<unknown>(CARRY_KEY);
  const sealed = fromBase64Url(sealedKey);
  if (!(carryKey instanceof CryptoKey) || !sealed) return undefined;
  try {
    return await importKeyText(await openJson<string>(carryKey, sealed));
  } catch {
    return undefined;
  }
}

/**
 * At an app page's start on a shared device: hands over a session a page ended, reopens the
 * carried one if its idle deadline has not passed (and hands it over if it has), and otherwise
 * leaves nothing carried behind.
 */
export async function resumeCarriedSession(now = Date.now()): Promise<void> {
  const ended = takeHandOver();
  if (ended) await handOver(ended);
  const carried = readCarried();
  if (!carried || carried.idleUntil <= now) {
    await dropCarriedSession();
    if (carried) await handOver(carried.id);
    return;
  }
  const key = await openCarried(carried.sealedKey);
  if (!key || !(await resumeSession(carried.id, key))) await dropCarriedSession();
}
