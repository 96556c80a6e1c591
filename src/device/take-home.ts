// Parcel links (docs/shared-device.md, "Parcel links"): `/<locale>/take-home#<parcel id>.<key>`
// opens a draft parked on the intake server, sealed with the random key of the fragment and kept
// 7 days at most. Opening fetches, opens and stores the draft here, then deletes the parked copy.
// These links are only opened, never made: a hand-off is a safe copy (./hand-off.ts).

import { importKeyText, isSealError, openBytes } from '../crypto';
import { BundleError, importDraftBundle, type DraftRecord } from '../db';

/**
 * Why a link did not open: `link` (incomplete or mistyped), `expired` (older than 7 days),
 * `not-found` (already opened, or never existed), `key` (the key in the link does not open the
 * parcel: changed), `network` (no connection or the server failed).
 */
export type TakeHomeErrorCode = 'link' | 'expired' | 'not-found' | 'key' | 'network';

export class TakeHomeError extends Error {
  readonly code: TakeHomeErrorCode;
  constructor(code: TakeHomeErrorCode, message: string) {
    super(message);
    this.name = 'TakeHomeError';
    this.code = code;
  }
}

const API = '/api/parcels';

function parseFragment(fragment: string): { id: string; key: string } {
  const match = /^#?([0-9a-f-]{36})\.([A-Za-z0-9_-]+)$/i.exec(fragment.trim());
  if (!match?.[1] || !match[2]) throw new TakeHomeError('link', 'not a take-home link');
  return { id: match[1], key: match[2] };
}

async function fetchParcel(id: string): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(`${API}/${id}`, { cache: 'no-store' });
  } catch {
    throw new TakeHomeError('network', 'could not reach the server');
  }
  if (response.status === 410) throw new TakeHomeError('expired', 'the parcel expired');
  if (response.status === 404) throw new TakeHomeError('not-found', 'no such parcel');
  if (!response.ok) throw new TakeHomeError('network', `server answered ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Opens the take-home link whose fragment is `fragment`: fetches the parcel, opens it with the
 * key, stores the draft and its files on this device, and deletes the parked copy. Returns the
 * new draft. Throws TakeHomeError.
 */
export async function receiveDraft(fragment: string): Promise<DraftRecord> {
  const { id, key: keyText } = parseFragment(fragment);
  const key = await importKeyText(keyText).catch(() => {
    throw new TakeHomeError('key', 'the key in the link is broken');
  });
  const sealed = await fetchParcel(id);
  let bundle: ArrayBuffer;
  try {
    bundle = await openBytes(key, sealed);
  } catch (error) {
    if (isSealError(error)) throw new TakeHomeError('key', 'the key does not open this parcel');
    throw error;
  }
  let draft: DraftRecord;
  try {
    draft = await importDraftBundle(new Uint8Array(bundle));
  } catch (error) {
    if (error instanceof BundleError) throw new TakeHomeError('key', 'the parcel is not a draft');
    throw error;
  }
  // The draft is safe here now; a failed delete only leaves ciphertext that expires by itself.
  await fetch(`${API}/${id}`, { method: 'DELETE' }).catch(() => undefined);
  return draft;
}
