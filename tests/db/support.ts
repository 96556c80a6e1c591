// Shared helpers of the database tests: a clean database per test and test files of given bytes.

import { getDb } from '../../src/db/database';

/** Empties every table (the fake-indexeddb database lives as long as the test file). */
export async function clearDatabase(): Promise<void> {
  const db = getDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** `size` random bytes starting with `header`, e.g. a "PDF" of 3 MB. */
export function bytesWithHeader(header: string | readonly number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65536)));
  }
  const head = typeof header === 'string' ? new TextEncoder().encode(header) : Uint8Array.from(header);
  bytes.set(head, 0);
  return bytes;
}

export function pdfFile(size: number, name = 'passport.pdf'): File {
  return new File([bytesWithHeader('%PDF-1.7\n', size)], name, { type: 'application/pdf' });
}

export function pngFile(size: number, name = 'photo.png'): File {
  return new File([bytesWithHeader([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)], name, {
    type: 'image/png',
  });
}
