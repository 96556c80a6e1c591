// Helpers of restoreDraft for plain form data: filling in defaults, and putting the default back
// wherever zod finds a value of the wrong shape (a corrupt or outdated field), nothing more.

import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown>;

/** How often the data is re-checked after repairs (a repaired parent can reveal child issues). */
const MAX_PASSES = 5;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `value` with every key of `defaults` it lacks filled in, recursively (array items too). */
export function fillDefaults(value: unknown, defaults: unknown): unknown {
  if (value === undefined) return structuredClone(defaults);
  if (isPlainObject(value) && isPlainObject(defaults)) {
    for (const key of Object.keys(defaults)) value[key] = fillDefaults(value[key], defaults[key]);
    return value;
  }
  if (Array.isArray(value) && Array.isArray(defaults) && defaults.length > 0) {
    return value.map((item, i) => fillDefaults(item, defaults[i] ?? defaults[0]));
  }
  return value;
}

/** The default at `path`; an array item beyond the defaults' length uses the first as template. */
function defaultAt(defaults: unknown, path: Path): unknown {
  let node = defaults;
  for (const key of path) {
    if (Array.isArray(node)) node = node[Number(key)] ?? node[0];
    else if (isPlainObject(node)) node = node[key as string];
    else return undefined;
  }
  return node;
}

function containerAt(root: unknown, path: Path): Container | undefined {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Container)[key];
  }
  return typeof node === 'object' && node !== null ? (node as Container) : undefined;
}

/** An issue about the shape of a value (wrong type or option), not about it being unfinished. */
function isStructural(issue: Issue): boolean {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
    case 'unrecognized_keys':
      return true;
    case 'invalid_union':
      // Keep the value if one branch only complains about unfinished input.
      return issue.errors.length === 0 || issue.errors.every((branch) => branch.some(isStructural));
    default:
      return false;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Repairs `data` in place so it has the shape `schema` expects: each value zod reports as of the
 * wrong type or option is replaced by its default, or dropped when there is none. Values that are
 * merely unfinished (empty required fields, too short) stay: the form shows those errors itself.
 */
export function repairShape(data: Record<string, unknown>, schema: z.ZodType, defaults: unknown): void {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = schema.safeParse(data);
    if (result.success) return;
    const holes = new Map<unknown[], number[]>();
    let changed = false;
    for (const issue of result.error.issues) {
      if (!isStructural(issue)) continue;
      if (issue.code === 'unrecognized_keys') {
        const target = containerAt(data, issue.path);
        for (const key of issue.keys) {
          if (target && key in target) changed = delete target[key];
        }
        continue;
      }
      const key = issue.path.at(-1);
      const parent = containerAt(data, issue.path.slice(0, -1));
      if (key === undefined || !parent) continue;
      const fallback = defaultAt(defaults, issue.path);
      if (same(parent[key], fallback)) continue;
      changed = true;
      if (fallback !== undefined) parent[key] = structuredClone(fallback);
      else if (Array.isArray(parent)) holes.set(parent, [...(holes.get(parent) ?? []), Number(key)]);
      else delete parent[key];
    }
    for (const [list, indexes] of holes) {
      for (const index of [...new Set(indexes)].sort((a, b) => b - a)) list.splice(index, 1);
    }
    if (!changed) return;
  }
}
