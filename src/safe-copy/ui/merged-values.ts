// What an open form takes from a merge (docs/safe-copy.md, "Merging"): the pull writes another
// device's values into the stored draft, while the form holds its own copy of the answers. Each
// value that changed in storage since the form last looked, where the family has not typed since,
// goes into the form; a value the family changed meanwhile stays (its save is recorded first and
// merged again). Pure: the page applies the result with react-hook-form's setValue.

type Value = unknown;

const isContainer = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

const lengthOf = (list: Record<string, Value>): number => (list as unknown as Value[]).length;

function same(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => same(a[key], b[key]));
}

/**
 * The `[path, value]` pairs to set in the form: `stored` is the draft now, `seen` the draft when
 * the form last looked, `form` the form's answers now.
 */
export function mergedValues(stored: Value, seen: Value, form: Value, path = ''): [string, Value][] {
  if (same(stored, form) || same(stored, seen)) return [];
  const sameShape =
    isContainer(stored) &&
    isContainer(seen) &&
    isContainer(form) &&
    Array.isArray(stored) === Array.isArray(seen) &&
    Array.isArray(stored) === Array.isArray(form) &&
    (!Array.isArray(stored) || (stored.length === lengthOf(seen) && stored.length === lengthOf(form)));
  if (sameShape) {
    // Down to the values, so the family's typing beside them stays.
    const keys = new Set([...Object.keys(stored), ...Object.keys(seen), ...Object.keys(form)]);
    return [...keys].flatMap((key) => mergedValues(stored[key], seen[key], form[key], path ? `${path}.${key}` : key));
  }
  // A value, or a list whose length changed: taken whole where the family left it as it was.
  return same(form, seen) && path ? [[path, stored]] : [];
}
