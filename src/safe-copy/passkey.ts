// The family's passkey as a key, never a login (docs/safe-copy.md, "Keys"): a discoverable
// credential of this site with user verification, whose PRF extension (`hmac-secret`) gives 32
// bytes `P` for a fixed salt. Made only after the browser says PRF is enabled and two evaluations
// give the same bytes; the server never sees a ceremony. Page only (navigator.credentials).

import { toBase64Url } from '../crypto';

/** Why the passkey could not be made or used: the page says each in the family's language. */
export type PasskeyProblem =
  /** No WebAuthn here, or PRF is not offered (the recovery link still works). */
  | 'unsupported'
  /** The passkey was made but PRF is not enabled for it, or its two results differ. */
  | 'no-prf'
  /** The family closed the prompt, or the time ran out. */
  | 'cancelled';

export class PasskeyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(`passkey: ${problem}`);
    this.name = 'PasskeyError';
  }
}

/** The PRF salt: SHA-256 of `ccis-safe-copy-prf-v1`. */
async function prfSalt(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('ccis-safe-copy-prf-v1')));
}

interface PrfResults {
  prf?: { enabled?: boolean; results?: { first?: BufferSource } };
}

const bytesOf = (source: BufferSource | undefined): Uint8Array | undefined =>
  source === undefined
    ? undefined
    : source instanceof ArrayBuffer
      ? new Uint8Array(source)
      : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** True where the browser has WebAuthn at all (PRF itself is only known once tried). */
export function passkeysAvailable(): boolean {
  return typeof PublicKeyCredential !== 'undefined' && typeof navigator.credentials?.create === 'function';
}

function asProblem(error: unknown): PasskeyError {
  if (error instanceof PasskeyError) return error;
  const name = (error as { name?: string } | null)?.name;
  return new PasskeyError(name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'unsupported');
}

/** One PRF evaluation: a `get` with the salt, for `credentialId` or (empty) any passkey of the site. */
export async function evaluatePrf(credentialId?: Uint8Array): Promise<{ output: Uint8Array; credentialId: string }> {
  if (!passkeysAvailable()) throw new PasskeyError('unsupported');
  try {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rpId: location.hostname,
        allowCredentials: credentialId ? [{ type: 'public-key', id: new Uint8Array(credentialId) }] : [],
        userVerification: 'required',
        extensions: { prf: { eval: { first: await prfSalt() } } } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null;
    if (!credential) throw new PasskeyError('cancelled');
    const output = bytesOf((credential.getClientExtensionResults() as PrfResults).prf?.results?.first);
    if (!output || output.length !== 32) throw new PasskeyError('no-prf');
    return { output, credentialId: toBase64Url(new Uint8Array(credential.rawId)) };
  } catch (error) {
    throw asProblem(error);
  }
}

/**
 * Makes the family's passkey and returns its PRF output `P` and id, once checked: `prf.enabled`
 * and two evaluations (the one at creation where the authenticator gives it, else a first `get`)
 * equal. A passkey that fails the check is not used (the browser keeps it; it opens nothing).
 */
export async function createPasskey(labels: {
  site: string;
  user: string;
}): Promise<{ output: Uint8Array; credentialId: string }> {
  if (!passkeysAvailable()) throw new PasskeyError('unsupported');
  let credential: PublicKeyCredential | null;
  try {
    credential = (await navigator.credentials.create({
      publicKey: {
        rp: { id: location.hostname, name: labels.site },
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: labels.user, displayName: labels.user },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
        extensions: { prf: { eval: { first: await prfSalt() } } } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null;
  } catch (error) {
    throw asProblem(error);
  }
  if (!credential) throw new PasskeyError('cancelled');
  const prf = (credential.getClientExtensionResults() as PrfResults).prf;
  if (!prf?.enabled) throw new PasskeyError('no-prf');
  const id = new Uint8Array(credential.rawId);
  const first = bytesOf(prf.results?.first) ?? (await evaluatePrf(id)).output;
  const second = await evaluatePrf(id);
  if (first.length !== 32 || !same(first, second.output)) throw new PasskeyError('no-prf');
  return { output: second.output, credentialId: toBase64Url(id) };
}
