// The wire's numbers and names that the device's code acts on, without zod: the contract
// (src/shared/contracts/safe-copy.ts) builds its schemas when it loads, and the service worker and
// a page that never uses its schemas must not load zod for three constants. Restated here from the
// contract; tests/safe-copy/keys-seal.test.ts checks that they are the contract's.

/** The scheme of the Authorization header that carries a copy's access secret. */
export const SAFE_COPY_AUTH_SCHEME = 'Copy';

/** Plaintext of changes is padded to a multiple of this before sealing. */
export const SAFE_CHANGE_PADDING = 256;

/** Plaintext bytes of a file chunk (the last chunk of a file may be shorter). */
export const SAFE_CHUNK_BYTES = 1024 * 1024;
