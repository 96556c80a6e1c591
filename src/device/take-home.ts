// Take it home (docs/shared-device.md): a draft with its files is sealed on this device with a
// fresh random key and parked on the intake server for 7 days; the link's fragment carries the
// parcel id and the key, so the server only ever holds ciphertext. Opening the link elsewhere
// fetches, opens and stores the draft there, then deletes the parked copy.

import { exportKeyText, importKeyText, isSealError, openBytes, randomKey, sealBytes } from '../crypto';
import { BundleError, exportDraftBundle, importDraftBundle, type DraftRecord } from '../db';

/**
 * Why a link was not made or did not open: `quota` (this connection made its share of links for
 * the day: `retryAfterSeconds` says when it may again), `full` (the server keeps no more parked
 * drafts for now), `link` (incomplete or mistyped), `expired` (older than 7 days), `not-found`
 * (already opened, or never existed), `key` (the key in the link does not open the parcel:
 * changed), `network` (no connection or the server failed).
 */
export type TakeHomeErrorCode = 'quota' | 'full' | 'link' | 'expired' | 'not-found' | 'key' | 'network';

export class TakeHomeError extends Error {
  readonly code: TakeHomeErrorCode;
  readonly retryAfterSeconds?: number;
  constructor(code: TakeHomeErrorCode, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'TakeHomeError';
    this.code = code;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ParkedDraft {
  id: string;
  /** The key as base64url: only ever in the link's fragment. */
  key: string;
  expiresAt: Date;
}

const API = '/api/parcels';

/** The fragment of a take-home link: `<parcel id>.<key>`. */
export const fragmentOf = (parked: Pick<ParkedDraft, 'id' | 'key'>) => `${parked.id}.${parked.key}`;

/** Seals draft `draftId` with its files and parks it on the server (the draft stays here). Throws TakeHomeError. */
export async function parkDraft(draftId: string): Promise<ParkedDraft> {
  const key = await randomKey(true);
  const sealed = await sealBytes(key, await exportDraftBundle(draftId));
  let response: Response;
  try {
    response = await fetch(API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: sealed,
    });
  } catch {
    throw new TakeHomeError('network', 'could not reach the server');
  }
  if (response.status === 429) {
    const wait = Number(response.headers.get('retry-after'));
    throw new TakeHomeError('quota', 'too many links from here today', Number.isFinite(wait) && wait > 0 ? wait : 3600);
  }
  if (response.status === 507) throw new TakeHomeError('full', 'the server keeps no more drafts for now');
  if (response.status !== 201) throw new TakeHomeError('network', `server answered ${response.status}`);
  const body = (await response.json()) as { id: string; expiresAt: string };
  return { id: body.id, key: await exportKeyText(key), expiresAt: new Date(body.expiresAt) };
}

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
