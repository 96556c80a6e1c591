// Text the database cannot keep: NUL (U+0000), which PostgreSQL refuses in `text` and `jsonb`, and
// a lone half of a UTF-16 surrogate pair, whose `\ud8xx` escape `jsonb` refuses (and which a text
// column would only keep as U+FFFD). Found before the database sees them, so such a character is
// a refusal naming the field (422) and never a server error that a client retries for ever.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character the database cannot store. */
export function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The dot paths of the strings in `value` (objects and arrays, any depth) that the database
 * cannot store; a key it cannot store is reported at its parent's path (`root` at the top).
 */
export function unstorablePaths(value: unknown, at: readonly string[] = []): string[] {
  const here = () => (at.length ? at.join('.') : 'root');
  if (typeof value === 'string') return unstorable(value) ? [here()] : [];
  if (!value || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) found.push(here());
    else found.push(...unstorablePaths(item, [...at, key]));
  }
  return [...new Set(found)];
}
