// Form data is addressed by dot paths (`applicants.0.documents.passportPhoto`): the form's fields,
// the server's error keys and the attachment list's `field` all use them. One reader for them.

/** The value at `dotPath` in `data`; undefined when a step on the way is not an object. */
export function valueAt(data: unknown, dotPath: string): unknown {
  let node = data;
  for (const key of dotPath.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
