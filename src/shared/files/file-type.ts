// What a file really is, from its first bytes ("magic numbers"), because the type a phone or
// browser reports (file.type, the name's extension) is often empty or wrong.

/** How many leading bytes `sniffFileType` looks at. */
export const SNIFF_BYTES = 1024;

/** Brands in an ISO-BMFF `ftyp` box that mean HEIC (HEVC-coded) or generic HEIF images. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The MIME type of a file from its first bytes (up to SNIFF_BYTES), or undefined for anything
 * other than PDF, JPEG, PNG, WebP and HEIC/HEIF.
 */
export function sniffFileType(head: Uint8Array): string | undefined {
  // A PDF may carry a few bytes of junk before its header; readers accept it within 1024 bytes.
  if (ascii(head, 0, SNIFF_BYTES).includes('%PDF-')) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return undefined;
}

/** True for HEIC/HEIF, which most browsers other than Safari cannot decode. */
export function isHeif(type: string): boolean {
  return type === 'image/heic' || type === 'image/heif';
}

/**
 * Whether `type` is in `accept` (MIME types, `image/*` wildcards allowed). HEIC and HEIF count as
 * one: phones label the same photo either way.
 */
export function isAccepted(accept: readonly string[], type: string): boolean {
  return accept.some(
    (allowed) =>
      allowed === type ||
      (allowed.endsWith('/*') && type.startsWith(allowed.slice(0, -1))) ||
      (isHeif(allowed) && isHeif(type)),
  );
}
