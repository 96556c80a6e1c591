// Recognises the storage errors the facade turns into state: a full disk (quota) and a connection
// the browser closed under us. Dexie wraps native errors (`inner`), so the whole chain is checked.

const MAX_DEPTH = 5;

function* errorChain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current != null; depth++) {
    yield current;
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
}

function hasName(error: unknown, names: readonly string[]): boolean {
  for (const link of errorChain(error)) {
    const name = (link as { name?: unknown }).name;
    if (typeof name === 'string' && names.includes(name)) return true;
  }
  return false;
}

/** True when the browser refused a write because the site's storage quota is used up. */
export function isQuotaError(error: unknown): boolean {
  // NS_ERROR_DOM_QUOTA_REACHED: older Firefox; code 22: DOMException's legacy QUOTA_EXCEEDED_ERR.
  if (hasName(error, ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'])) return true;
  for (const link of errorChain(error)) {
    if (link instanceof DOMException && link.code === 22) return true;
  }
  return false;
}

/** True when Dexie reports a closed connection (iOS closes idle IndexedDB connections). */
export function isClosedError(error: unknown): boolean {
  return hasName(error, ['DatabaseClosedError']);
}
