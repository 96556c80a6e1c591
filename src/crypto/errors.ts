// The one error the crypto module throws, with a code the UI translates into a message.

/**
 * - `unreadable`: AES-GCM refused the ciphertext: the key (PIN) is wrong or the bytes were changed.
 * - `malformed`: not something this module sealed (too short, unknown version, a broken key text).
 */
export type SealErrorCode = 'unreadable' | 'malformed';

export class SealError extends Error {
  readonly code: SealErrorCode;
  constructor(code: SealErrorCode, message: string) {
    super(message);
    this.name = 'SealError';
    this.code = code;
  }
}

export function isSealError(error: unknown, code?: SealErrorCode): error is SealError {
  return error instanceof SealError && (code === undefined || error.code === code);
}
