// What an attachment may be unless its wizard says otherwise: the types and the size (brief, "File
// limits"). Apart from the code that prepares files, so a wizard's description of its attachments
// loads nothing else.

/** 10 MB per file (brief, "File limits"). */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** PDF, JPEG, PNG, WebP and HEIC/HEIF (HEIC only where the browser can convert it). */
export const DEFAULT_ACCEPT: readonly string[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
];
