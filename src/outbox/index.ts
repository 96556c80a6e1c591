// The outbox, as the page uses it: submissions queued in src/db reach the intake API through one
// flush (`flushOutbox`), started by the page's triggers and, in Chromium, by Background Sync.
// The service worker's side is ./worker. Nothing here needs React or the DOM beyond `window`.

export { flushOutbox } from './flush';
export { requestOutboxFlush, sendNow, startOutboxFlush } from './page-triggers';
export { loadApiSettings } from './api-settings';
export { sendOutbox, type FlushReport, type SendOptions } from './send/send-outbox';
export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './send/http';
export { CHUNK_BYTES } from './send/upload';
export { serverInTrouble, SERVER_TROUBLE_AFTER_MS, SERVER_TROUBLE_ATTEMPTS } from './server-trouble';
