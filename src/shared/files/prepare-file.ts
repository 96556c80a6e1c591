// Turns a picked file into what is stored: checks its real type by magic bytes, converts HEIC
// and downscales large photos to JPEG where the browser can, and enforces the size limit.

import { downscaleImage, PHOTO_LIMITS } from './downscale';
import { isAccepted, isHeif, sniffFileType, SNIFF_BYTES } from './file-type';
import { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from './defaults';

export { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from './defaults';

/** Photos larger than this many times the limit are refused before decoding (memory on phones). */
const DECODE_FACTOR = 4;

export interface PrepareOptions {
  name?: string;
  maxBytes?: number;
  accept?: readonly string[];
}

export type PreparedFile =
  | { ok: true; blob: Blob; type: string; name: string }
  | { ok: false; reason: 'too-large' | 'wrong-type' | 'unreadable' };

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** The name to keep: the given one or the file's, with the extension of the stored type. */
function storedName(file: Blob, type: string, given?: string): string {
  const original = given ?? (file instanceof File ? file.name : '');
  const base = original.replace(/\.[^./\\]{1,5}$/, '') || 'attachment';
  return `${base}.${EXTENSIONS[type] ?? 'bin'}`;
}

async function readHead(file: Blob): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return undefined; // e.g. NotReadableError: the file was moved or deleted after picking
  }
}

/** Checks and converts `file`; see PreparedFile for the outcomes. */
export async function prepareFile(file: Blob, options: PrepareOptions = {}): Promise<PreparedFile> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const accept = options.accept ?? DEFAULT_ACCEPT;
  if (file.size === 0) return { ok: false, reason: 'unreadable' };
  const head = await readHead(file);
  if (!head) return { ok: false, reason: 'unreadable' };
  const type = sniffFileType(head);
  if (!type || !isAccepted(accept, type)) return { ok: false, reason: 'wrong-type' };

  const canConvert = type.startsWith('image/') && isAccepted(accept, 'image/jpeg');
  if (!canConvert) {
    if (isHeif(type)) return { ok: false, reason: 'wrong-type' };
    if (file.size > maxBytes) return { ok: false, reason: 'too-large' };
    return { ok: true, blob: file, type, name: storedName(file, type, options.name) };
  }
  if (file.size > maxBytes * DECODE_FACTOR) return { ok: false, reason: 'too-large' };
  const jpeg = await downscaleImage(file, { ...PHOTO_LIMITS, force: isHeif(type) });
  // HEIC that this browser cannot turn into JPEG is refused: the school could not open it either.
  if (!jpeg && isHeif(type)) return { ok: false, reason: 'wrong-type' };
  const blob = jpeg ?? file;
  const storedType = jpeg ? 'image/jpeg' : type;
  if (blob.size > maxBytes) return { ok: false, reason: 'too-large' };
  return { ok: true, blob, type: storedType, name: storedName(file, storedType, options.name) };
}
