// "Protect with Face ID / fingerprint" (docs/safe-copy.md, "Keys"): a passkey made and checked
// (./passkey), its key slot sealed on this device and kept in the family row until the next flush
// sends it (./slot). Page only.

import { addSafeJobs, readSafeFamily, updateSafeFamily } from '../db/safe-copies';
import { toBase64Url } from '../crypto';
import { jobBase } from './context';
import { slotKeys } from './keys';
import { createPasskey } from './passkey';
import { sealRecord } from './seal';
import type { SlotRecord } from './slot';

/**
 * Protects the family's drafts with a new passkey (the family touches its authenticator two or
 * three times: creation and the check). A passkey made before is replaced: its slot is deleted.
 * Throws PasskeyError when the passkey cannot serve as a key here.
 */
export async function protectWithPasskey(
  labels: { site: string; user: string },
  now: number = Date.now(),
): Promise<void> {
  const family = await readSafeFamily();
  if (!family || family.handOff) throw new Error('turn safe copies on first');
  const { output, credentialId } = await createPasskey(labels);
  const slot = await slotKeys(output);
  const body = await sealRecord(slot.slotKey, slot.slotId, {
    v: 1,
    secret: toBase64Url(family.secret),
  } satisfies SlotRecord);
  const old = family.passkey;
  if (old && old.slotId !== slot.slotId && !old.pending) {
    await addSafeJobs([{ ...jobBase(old.slotId, now), job: 'remove-copy', access: old.slotAccess }]);
  }
  await updateSafeFamily({
    passkey: { credentialId, slotId: slot.slotId, slotAccess: toBase64Url(slot.access), createdAt: now, pending: body },
  });
}
