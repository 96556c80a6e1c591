// The plaintext of a safe copy's changes (sealed by ./seal before it leaves the device) and the
// flat view of a draft they speak of: every leaf of the form's data by its dot path, the length of
// every array under `<path>.#`, and the draft's own header under `#step`, `#names`,
// `#completeness`, `#schemaVersion`, `#kind` (form keys never start with `#`). A change carries
// per entry the clock of the value and the clock of the value it replaced (`prev`): the merge
// (./merge) tells an edit made on top of another from two edits made apart.

import type { DraftRecord } from '../shared/records';
import type { Entry, FileEntry, IndexItem } from '../shared/safe-copy-records';

/** A sealed change of a draft's copy: what one device changed, entry by entry. */
export interface DraftChange {
  v: 1;
  /** The random id of the device that made it. */
  device: string;
  /** The device's clock when it made it (every entry's clock is at most this). */
  clock: number;
  /** Field path (or header `#...`) to its entry. */
  fields: Record<string, Entry<unknown>>;
  /** File id (16 bytes, base64url) to its entry. */
  files: Record<string, Entry<FileEntry>>;
  /** A snapshot (compaction) holds every field and file the copy has. */
  snapshot?: true;
}

/** A sealed change of the family index: copy id to its item (or `gone`). */
export interface IndexChange {
  v: 1;
  device: string;
  clock: number;
  drafts: Record<string, Entry<IndexItem>>;
  snapshot?: true;
}

/** The draft header's reserved paths. */
export const HEAD = {
  step: '#step',
  names: '#names',
  completeness: '#completeness',
  schemaVersion: '#schemaVersion',
  kind: '#kind',
} as const;

/** Suffix of an array's length entry. */
const LENGTH = '#';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every leaf of `data` by dot path; arrays' lengths under `<path>.#`; empty containers as leaves. */
export function flattenData(data: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      out.set(`${path}.${LENGTH}`, node.length);
      node.forEach((item, index) => walk(item, `${path}.${index}`));
      return;
    }
    if (isPlainObject(node) && path) {
      const keys = Object.keys(node);
      if (keys.length === 0) out.set(path, {});
      for (const key of keys) walk(node[key], `${path}.${key}`);
      return;
    }
    if (isPlainObject(node)) {
      for (const key of Object.keys(node)) walk(node[key], key);
      return;
    }
    // An undefined value is what JSON leaves out: the field is absent.
    if (node !== undefined) out.set(path, node);
  };
  walk(data, '');
  return out;
}

/** The flat view of a whole draft: its data's leaves and its header. */
export function flattenDraft(
  draft: Pick<DraftRecord, 'data' | 'step' | 'names' | 'completeness' | 'schemaVersion' | 'kind'>,
): Map<string, unknown> {
  const flat = flattenData(draft.data);
  flat.set(HEAD.step, draft.step);
  flat.set(HEAD.names, draft.names);
  flat.set(HEAD.completeness, draft.completeness);
  flat.set(HEAD.schemaVersion, draft.schemaVersion);
  flat.set(HEAD.kind, draft.kind);
  return flat;
}

const isIndex = (key: string) => /^\d+$/.test(key);

/** Builds the data of a draft from its flat view (header paths are left out). */
export function buildData(flat: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const lengths: [string[], number][] = [];
  /** The container at `keys`, made on the way (an array where the next key is an index). */
  const container = (keys: string[], isArray: boolean): Record<string, unknown> | unknown[] => {
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, depth) => {
      const next = keys[depth + 1];
      const record = node as Record<string, unknown>;
      const existing = record[key];
      const array = next === undefined ? isArray : isIndex(next);
      if (existing === null || typeof existing !== 'object') record[key] = array ? [] : {};
      node = record[key] as Record<string, unknown> | unknown[];
    });
    return node;
  };
  const paths = [...flat.keys()].filter((path) => !path.startsWith('#')).sort();
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    const value = flat.get(path);
    if (last === LENGTH) {
      container(keys, true);
      lengths.push([keys, Number(value)]);
      continue;
    }
    const parent = container(keys, isIndex(last)) as Record<string, unknown>;
    parent[last] = isPlainObject(value) || Array.isArray(value) ? structuredClone(value) : value;
  }
  for (const [keys, length] of lengths) {
    const array = container(keys, true);
    if (Array.isArray(array)) {
      array.length = Math.min(array.length, length);
      for (let index = 0; index < length; index++) if (!(index in array)) array[index] = {};
    }
  }
  return root;
}

/** Values of the flat view as JSON text, to compare two values of a field. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
