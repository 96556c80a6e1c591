// The outbox, as the service worker uses it: Background Sync answered with the one flush.

export { answerOutboxSync } from './worker-sync';
