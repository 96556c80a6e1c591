// A platform authenticator in place of navigator.credentials, for tests and benchmarks in Node:
// one credential whose PRF output is HMAC-SHA256(secret, salt), with switches for a PRF that is
// not enabled and one whose outputs differ. The caller undoes it with vi.unstubAllGlobals (tests)
// or leaves it (a benchmark's process).

import { createHmac } from 'node:crypto';

/** Where to put the fakes: vitest's stubGlobal, or a plain assignment. */
type Stub = (name: string, value: unknown) => void;

const assign: Stub = (name, value) =>
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

export interface Authenticator {
  /** `prf.enabled` at creation. */
  prf: boolean;
  /** Each evaluation gives other bytes (a broken PRF). */
  unstable?: boolean;
  secret: Buffer;
  evaluations: number;
}

/** Installs a platform authenticator: one credential whose PRF is HMAC-SHA256(secret, salt). */
export function installAuthenticator(auth: Authenticator, stub: Stub = assign) {
  const locks = navigator.locks;
  const rawId = new Uint8Array([1, 2, 3, 4]).buffer;
  const evaluate = (salt: BufferSource) => {
    auth.evaluations++;
    const bytes =
      salt instanceof ArrayBuffer ? Buffer.from(salt) : Buffer.from(salt.buffer, salt.byteOffset, salt.byteLength);
    const key = auth.unstable ? Buffer.concat([auth.secret, Buffer.from([auth.evaluations])]) : auth.secret;
    return new Uint8Array(createHmac('sha256', key).update(bytes).digest()).buffer;
  };
  const credential = (results: unknown) => ({ rawId, getClientExtensionResults: () => results });
  stub('PublicKeyCredential', function PublicKeyCredential() {});
  stub('location', { hostname: 'school.example' });
  stub('navigator', {
    locks,
    credentials: {
      create: async () => credential({ prf: { enabled: auth.prf } }),
      get: async (options: CredentialRequestOptions) => {
        const salt = (options.publicKey?.extensions as { prf: { eval: { first: BufferSource } } }).prf.eval.first;
        return credential(auth.prf ? { prf: { results: { first: evaluate(salt) } } } : {});
      },
    },
  });
}
