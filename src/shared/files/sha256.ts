// SHA-256 of stored bytes, so the school can verify every attachment it receives (docs/decisions.md §7).

/** The hex SHA-256 digest of `data` (Web Crypto; needs a secure context in browsers). */
export async function sha256Hex(data: ArrayBuffer | Blob): Promise<string> {
  const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
