// Safe copies' one name, shared by the page and the service worker: the Web Lock that keeps one
// flush at a time, and the Background Sync tag that wakes the worker to flush.

/** The Web Lock of the flush and the Background Sync tag. */
export const SAFE_COPY_NAME = 'ccis-safe-copy';
