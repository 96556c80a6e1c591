// The outbox's one name, shared by the page and the service worker: the Web Lock that keeps one
// sender at a time, and the Background Sync tag that wakes the worker to send.

/** The Web Lock of the sender and the Background Sync tag. */
export const OUTBOX_NAME = 'ccis-outbox';
