// How a device records its own edits and takes in another device's (docs/safe-copy.md, "Two
// devices"): a pure model with no storage. The device keeps, per field and per file, the value it
// knows, that value's clock `c`, the clock of the value it replaced `p`, and the device `d` that
// made it. Its clock is hybrid: never behind the wall clock, always ahead of every clock it has
// seen, so "later" means the same on every device. The later clock wins (the device id breaks a
// tie), so every device that has seen the same changes holds the same draft. When two edits were
// made apart (neither replaced the other) and the losing value differs, the device whose own edit
// took part keeps a conflict: what was replaced, for the form to show and to take back.

import type { Conflict, Entry, FileEntry, Known, Shadow } from '../shared/safe-copy-records';
import type { DraftChange } from './record';
import { sameValue } from './record';

export type { Conflict, Known, Shadow } from '../shared/safe-copy-records';

export const emptyShadow = (): Shadow => ({ clock: 0, fields: {}, files: {} });

/** The next clock: after `last`, never behind `now`. */
export function tick(last: number, now: number): number {
  return Math.max(now, last + 1);
}

/** (clock, device) order: true when `a` is later than `b`. */
export function later(a: { c: number; d: string }, b: { c: number; d: string }): boolean {
  return a.c !== b.c ? a.c > b.c : a.d > b.d;
}

const NOBODY: Known<never> = { gone: true, c: 0, p: 0, d: '' };

const valueOf = <V>(entry: Entry<V>): { v?: V; gone?: true } => (entry.gone ? { gone: true } : { v: entry.v });

const sameEntryValue = <V>(a: Entry<V>, b: Entry<V>) =>
  Boolean(a.gone) === Boolean(b.gone) && (a.gone || sameValue(a.v, b.v));

/**
 * The entries of a change from what the device holds now (`current`: path to value) against what
 * it knew (`known`): new and changed values, and `gone` for what disappeared, each stamped with
 * `clock` and the clock it replaced. Updates `known` in place for `device`.
 */
export function diffEntries<V>(
  known: Record<string, Known<V>>,
  current: ReadonlyMap<string, V>,
  clock: number,
  device: string,
): Record<string, Entry<V>> {
  const out: Record<string, Entry<V>> = {};
  const record = (path: string, entry: Entry<V>) => {
    out[path] = entry;
    known[path] = { ...entry, d: device };
  };
  for (const [path, value] of current) {
    const was = known[path];
    if (was && !was.gone && sameValue(was.v, value)) continue;
    record(path, { v: value, c: clock, p: was?.c ?? 0 });
  }
  for (const [path, was] of Object.entries(known)) {
    if (!was.gone && !current.has(path)) record(path, { gone: true, c: clock, p: was.c });
  }
  return out;
}

/**
 * Takes `entries` made by `device` into `known` (later clock wins). Returns the keys whose value
 * changed here and, where this device's own value (`me`) and theirs were made apart and differ,
 * a conflict (header paths `#...` never make one: they follow the data).
 */
export function mergeEntries<V>(
  known: Record<string, Known<V>>,
  entries: Record<string, Entry<V>>,
  device: string,
  me: string,
  now: number,
  kind: Conflict['kind'] = 'field',
): { changed: string[]; conflicts: Conflict[] } {
  const changed: string[] = [];
  const conflicts: Conflict[] = [];
  for (const [path, entry] of Object.entries(entries)) {
    const mine = known[path] ?? NOBODY;
    const theirs: Known<V> = { ...entry, d: entry.d ?? device };
    if (theirs.c === mine.c && theirs.d === mine.d) continue;
    const apart = entry.p !== mine.c && mine.p !== entry.c;
    const notice = apart && mine.d === me && !path.startsWith('#') && !sameEntryValue(mine, entry);
    if (later(theirs, mine)) {
      known[path] = theirs;
      if (!sameEntryValue(mine, entry)) changed.push(path);
      if (notice) conflicts.push({ path, kind, kept: 'theirs', replaced: valueOf(mine), at: now });
    } else if (notice) {
      conflicts.push({ path, kind, kept: 'mine', replaced: valueOf(entry), at: now });
    }
  }
  return { changed, conflicts };
}

/**
 * Where two files ended up on one field (each device attached its own while apart), the later one
 * stays and the other is marked gone, the same way on every device. Returns the conflicts of this
 * device's own files that lost or won against another's.
 */
export function oneFilePerField(shadow: Shadow, me: string, now: number): Conflict[] {
  const byField = new Map<string, [string, Known<FileEntry>][]>();
  for (const [id, file] of Object.entries(shadow.files)) {
    if (file.gone || !file.v) continue;
    byField.set(file.v.field, [...(byField.get(file.v.field) ?? []), [id, file]]);
  }
  const conflicts: Conflict[] = [];
  for (const [field, files] of byField) {
    if (files.length < 2) continue;
    const [winnerId, winner] = files.reduce((best, next) => (later(next[1], best[1]) ? next : best));
    for (const [id, file] of files) {
      if (id === winnerId) continue;
      shadow.files[id] = { gone: true, c: winner.c, p: file.c, d: winner.d };
      if (file.d === me)
        conflicts.push({ path: field, kind: 'file', kept: 'theirs', replaced: { v: file.v }, at: now });
      else if (winner.d === me)
        conflicts.push({ path: field, kind: 'file', kept: 'mine', replaced: { v: file.v }, at: now });
    }
  }
  return conflicts;
}

/** What merging one change did to the device's model. */
export interface MergeResult {
  /** Field paths whose value changed (the form shows the new value). */
  fields: string[];
  /** File ids that arrived or were removed. */
  files: string[];
  conflicts: Conflict[];
}

/** Merges `change` (from another device) into `shadow`, in place. */
export function mergeChange(shadow: Shadow, change: DraftChange, me: string, now: number): MergeResult {
  shadow.clock = Math.max(shadow.clock, change.clock);
  const fields = mergeEntries(shadow.fields, change.fields, change.device, me, now);
  const files = mergeEntries(shadow.files, change.files, change.device, me, now, 'file');
  const fileConflicts = files.conflicts.map((conflict) => {
    const entry = conflict.replaced.v as FileEntry | undefined;
    return { ...conflict, path: entry?.field ?? shadow.files[conflict.path]?.v?.field ?? conflict.path };
  });
  const replacedOnField = oneFilePerField(shadow, me, now);
  return {
    fields: fields.changed,
    files: files.changed,
    conflicts: [...fields.conflicts, ...fileConflicts, ...replacedOnField],
  };
}

/** Records the device's own edits as a change (undefined when nothing changed). */
export function captureChange(
  shadow: Shadow,
  fields: ReadonlyMap<string, unknown>,
  files: ReadonlyMap<string, FileEntry>,
  me: string,
  now: number,
): DraftChange | undefined {
  const clock = tick(shadow.clock, now);
  const fieldEntries = diffEntries(shadow.fields, fields, clock, me);
  const fileEntries = diffEntries(shadow.files, files, clock, me);
  if (Object.keys(fieldEntries).length === 0 && Object.keys(fileEntries).length === 0) return undefined;
  shadow.clock = clock;
  return { v: 1, device: me, clock, fields: fieldEntries, files: fileEntries };
}

/** The whole model as one change: a snapshot for compaction. */
export function snapshotOf(shadow: Shadow, me: string): DraftChange {
  return {
    v: 1,
    device: me,
    clock: shadow.clock,
    fields: { ...shadow.fields },
    files: { ...shadow.files },
    snapshot: true,
  };
}

/** The values the model holds (gone ones left out). */
export function liveValues<V>(known: Record<string, Known<V>>): Map<string, V> {
  return new Map(
    Object.entries(known)
      .filter(([, entry]) => !entry.gone)
      .map(([key, entry]) => [key, entry.v as V]),
  );
}
