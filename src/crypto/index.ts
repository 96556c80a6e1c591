// Encryption for shared devices, the take-home link and safe copies: WebCrypto only, no DOM,
// usable in the page, the service worker and Node (tests, benchmarks). docs/shared-device.md and
// docs/safe-copy.md explain the designs.

export { randomKey, exportKeyText, importKeyText, sealBytes, openBytes, sealJson, openJson } from './cipher';
export type { AdditionalData } from './cipher';
export { derivePinKey, randomSalt, PIN_ITERATIONS, SALT_BYTES } from './pin-key';
export { SealError, isSealError, type SealErrorCode } from './errors';
export { toBase64Url, fromBase64Url } from './base64url';
