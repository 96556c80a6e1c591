// The passkey's key slot (docs/safe-copy.md): a copy of kind `slot` whose id, key and access
// secret come from the passkey's PRF output `P`, and whose single change is the family secret
// `S` sealed with the slot key. Made on this device when the family protects its drafts with a
// passkey (./protect); sent by the next flush (it waits in the family row while the link is
// down); read when the family restores with one touch. Worker-safe.

import { updateSafeFamily } from '../db/safe-copies';
import type { SafeFamilyRow } from '../shared/safe-copy-records';
import { fromBase64Url, toBase64Url } from '../crypto';
import { appendChanges, changesAfter, createCopy, type CopyApi } from './api';
import type { SafeContext } from './context';
import { accessHash, randomId, slotKeys } from './keys';
import { openRecord } from './seal';

/** What the slot's change holds. */
export interface SlotRecord {
  v: 1;
  /** The family secret `S`, base64url. */
  secret: string;
}

/** Sends the slot made on this device if the server does not have it yet (in `family`, in place). */
export async function sendPendingSlot(ctx: SafeContext, family: SafeFamilyRow): Promise<void> {
  const passkey = family.passkey;
  if (!passkey?.pending) return;
  const access = fromBase64Url(passkey.slotAccess) ?? new Uint8Array();
  await createCopy(ctx.api, passkey.slotId, 'slot', await accessHash(access));
  await appendChanges(ctx.api, passkey.slotId, access, [{ changeId: randomId(), body: passkey.pending }]);
  const { pending: _sent, ...stored } = passkey;
  family.passkey = stored;
  await updateSafeFamily({ passkey: stored });
}

/** The family secret a passkey's PRF output opens, and the slot's id and access (CopyApiError 404: no slot). */
export async function secretFromSlot(
  api: CopyApi,
  prfOutput: Uint8Array,
): Promise<{ secret: Uint8Array; slotId: string; slotAccess: string }> {
  const slot = await slotKeys(prfOutput);
  const { changes } = await changesAfter(api, slot.slotId, slot.access, 0);
  const last = changes.at(-1);
  if (!last) throw new Error('the key slot is empty');
  const record = await openRecord<SlotRecord>(slot.slotKey, slot.slotId, last.body);
  const secret = fromBase64Url(record.secret);
  if (!secret || secret.length !== 32) throw new Error('the key slot holds no family secret');
  return { secret, slotId: slot.slotId, slotAccess: toBase64Url(slot.access) };
}
