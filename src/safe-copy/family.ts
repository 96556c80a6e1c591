// The family's side of safe copies: its secret `S` and this device's id, made when the family
// turns safe copies on, and its index (docs/safe-copy.md): a copy whose id and key only `S`
// gives, listing each draft's copy id and key. Adding or removing a draft is a change of the
// index, merged between devices like a draft's fields (later clock wins, per copy id).

import type { IndexItem, SafeFamilyRow, SafeJob } from '../shared/safe-copy-records';
import { changesAfter, createCopy } from './api';
import { jobBase, type SafeContext } from './context';
import { accessHash, randomId, randomSecret } from './keys';
import { mergeEntries, tick } from './merge';
import type { IndexChange } from './record';
import { openRecord, sealRecord } from './seal';

/** A new family: a fresh secret and device id, nothing in its index yet. */
export function newFamily(now: number, options: { auto: boolean; handOff?: true }): SafeFamilyRow {
  return {
    id: 'family',
    secret: randomSecret(),
    device: randomId(),
    createdAt: now,
    indexSeq: 0,
    index: { clock: 0, items: {} },
    auto: options.auto,
    off: [],
    ...(options.handOff ? { handOff: true } : {}),
  };
}

/** The family row as it is after a restore from `S` on a new device (a new device id). */
export function restoredFamily(secret: Uint8Array, now: number): SafeFamilyRow {
  return { ...newFamily(now, { auto: true }), secret };
}

/**
 * Records in `family` (in place) that copy `copyId` holds `item`, or no longer exists (undefined),
 * and returns the sealed change of the index to queue.
 */
export async function recordIndexItem(
  ctx: SafeContext,
  family: SafeFamilyRow,
  copyId: string,
  item: IndexItem | undefined,
): Promise<SafeJob> {
  const clock = tick(family.index.clock, ctx.now());
  const was = family.index.items[copyId];
  const entry = item ? { v: item, c: clock, p: was?.c ?? 0 } : { gone: true as const, c: clock, p: was?.c ?? 0 };
  family.index = { clock, items: { ...family.index.items, [copyId]: { ...entry, d: ctx.me } } };
  const change: IndexChange = { v: 1, device: ctx.me, clock, drafts: { [copyId]: entry } };
  const base = jobBase(ctx.keys.indexId, ctx.now());
  return { ...base, job: 'change', body: await sealRecord(ctx.keys.indexKey, ctx.keys.indexId, change) };
}

/** Makes the index copy on the server (idempotent: the same access hash finds it made). */
export async function ensureIndexCopy(ctx: SafeContext, family: SafeFamilyRow): Promise<void> {
  if (family.indexCreated) return;
  const access = await ctx.keys.access(ctx.keys.indexId);
  await createCopy(ctx.api, ctx.keys.indexId, 'index', await accessHash(access));
  family.indexCreated = true;
}

/**
 * Brings the device's index up to date (in place): the changes after `indexSeq`, merged. Returns
 * the copy ids whose item appeared or disappeared.
 */
export async function pullIndex(ctx: SafeContext, family: SafeFamilyRow): Promise<string[]> {
  const access = await ctx.keys.access(ctx.keys.indexId);
  const { changes, last } = await changesAfter(ctx.api, ctx.keys.indexId, access, family.indexSeq);
  const items = { ...family.index.items };
  let clock = family.index.clock;
  const changed = new Set<string>();
  for (const stored of changes) {
    const change = await openRecord<IndexChange>(ctx.keys.indexKey, ctx.keys.indexId, stored.body);
    clock = Math.max(clock, change.clock);
    if (change.device === ctx.me && !change.snapshot) continue;
    for (const id of mergeEntries(items, change.drafts, change.device, '', ctx.now()).changed) changed.add(id);
  }
  family.index = { clock, items };
  family.indexSeq = last;
  return [...changed];
}

/** The index items that are live: copy id to item. */
export function liveItems(family: SafeFamilyRow): Map<string, IndexItem> {
  const out = new Map<string, IndexItem>();
  for (const [copyId, entry] of Object.entries(family.index.items))
    if (!entry.gone && entry.v) out.set(copyId, entry.v);
  return out;
}
