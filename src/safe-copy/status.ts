// What the page shows of safe copies (docs/safe-copy.md, "What the page does"): per draft, whether
// it has a safe copy, when the server last had everything, the date the server will delete it,
// why the server refused, and the fields that another device changed; for the family, whether
// safe copies are on, protected by a passkey, and whether the link was saved. Read from src/db,
// live across tabs. Dismissing a conflict is the family's "seen".

import { getSafeCopy, updateSafeCopy, watchSafeCopies } from '../db/safe-copies';
import type { Conflict, SafeCopyProblem, SafeCopyRow, SafeFamilyRow } from '../shared/safe-copy-records';

export interface DraftCopyStatus {
  draftId: string;
  /** 'on': kept up to date; 'off': the family stopped it; 'gone': the server no longer has it. */
  state: 'on' | 'off' | 'gone';
  /** When the server last had everything this device had (undefined: not yet). */
  syncedAt?: number;
  /** When the server deletes the copy (ISO date). */
  deleteAfter?: string;
  problem?: SafeCopyProblem;
  conflicts: Conflict[];
}

export interface SafeCopyState {
  /** Safe copies are on for this family on this device. */
  on: boolean;
  /** Protected by a passkey (made here or restored with). */
  passkey: boolean;
  /** When the family saved its recovery link. */
  linkSavedAt?: number;
  /** The family secret, for the recovery link (undefined when off). */
  secret?: Uint8Array;
  problem?: SafeCopyProblem;
  drafts: Map<string, DraftCopyStatus>;
}

/** The state the page shows, from the family row and the copy rows. */
export function stateOf(family: SafeFamilyRow | undefined, copies: SafeCopyRow[]): SafeCopyState {
  const on = Boolean(family && !family.handOff);
  const drafts = new Map<string, DraftCopyStatus>();
  for (const row of copies) {
    if (!row.here) continue;
    drafts.set(row.draftId, {
      draftId: row.draftId,
      state: row.gone ? 'gone' : 'on',
      ...(row.syncedAt ? { syncedAt: row.syncedAt } : {}),
      ...(row.deleteAfter ? { deleteAfter: row.deleteAfter } : {}),
      ...(row.problem ? { problem: row.problem } : {}),
      conflicts: row.conflicts,
    });
  }
  for (const draftId of family?.off ?? []) drafts.set(draftId, { draftId, state: 'off', conflicts: [] });
  return {
    on,
    passkey: Boolean(family?.passkey),
    ...(family?.linkSavedAt ? { linkSavedAt: family.linkSavedAt } : {}),
    ...(on && family ? { secret: family.secret } : {}),
    ...(family?.problem ? { problem: family.problem } : {}),
    drafts,
  };
}

/** Calls `listener` with the state now and after every change; returns the stop. */
export function watchSafeCopyState(listener: (state: SafeCopyState) => void): () => void {
  return watchSafeCopies(({ family, copies }) => listener(stateOf(family, copies)));
}

/** The family has seen what another device replaced on `path`: the note goes. */
export async function dismissConflict(draftId: string, path: string): Promise<void> {
  const row = await getSafeCopy(draftId);
  if (!row) return;
  await updateSafeCopy(draftId, { conflicts: row.conflicts.filter((conflict) => conflict.path !== path) });
}
