// jsdom tests of the safe-copy UI: fake-indexeddb clones with Node's structuredClone, whose
// Uint8Arrays belong to Node's realm, while Dexie (in jsdom's realm) deep-clones a row before an
// update and takes a foreign Uint8Array for a plain object, so a stored key came back as
// `{ 0: .., 1: .. }`. A browser has one realm; here the clone hands back this realm's arrays.
// Import before 'fake-indexeddb/auto'.

const nodeClone = globalThis.structuredClone;

function intoThisRealm(value: unknown): unknown {
  if (ArrayBuffer.isView(value) && !(value instanceof Uint8Array) && value.constructor.name === 'Uint8Array') {
    return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  }
  if (Array.isArray(value)) return value.map(intoThisRealm);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value)?.constructor?.name === 'Object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, intoThisRealm(inner)]));
  }
  return value;
}

globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
  intoThisRealm(nodeClone(value, options))) as typeof structuredClone;
