// The identifiers every wire shares, one pattern each: a UUID as the database stores it, an
// attachment id (it becomes a folder and a storage key), a SHA-256 in hex. The schemas, the
// server's routes and the storage keys all read them from here.

/** A UUID of any version, in either case: anything else is not one of ours (and would not cast in SQL). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An attachment id: safe characters only, since it names a folder and a storage key. */
export const ATTACHMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A SHA-256 digest as lowercase hex. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A pattern's body without its anchors, to build a longer pattern from it. */
export const unanchored = (pattern: RegExp): string => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
