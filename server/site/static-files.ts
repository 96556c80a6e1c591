// Serves files of the production build: precompressed variants (brotli, gzip) when the client
// takes them, cache headers by kind of file, ETags for revalidation.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ics': 'text/calendar; charset=utf-8',
  '.pdf': 'application/pdf',
  '.conf': 'text/plain; charset=utf-8',
};

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Hashed build assets never change; HTML and the service worker must always revalidate. */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/^\/(icons|screenshots)\//.test(urlPath)) return 'public, max-age=86400';
  // HTML, the service worker, the manifest, search indexes and bundles: always revalidate.
  return 'no-cache';
}

async function fileInfo(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Maps a URL path to a file inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

export async function fileExists(file: string): Promise<boolean> {
  return (await fileInfo(file)) !== undefined;
}

export interface ServeOptions {
  status?: number;
  acceptEncoding?: string | null;
  ifNoneMatch?: string | null;
  /** The URL path the file answers, for Cache-Control (HTML served at a page path). */
  urlPath: string;
  method: string;
}

/** A Response for `file`, or undefined when it does not exist. */
export async function serveFile(file: string, options: ServeOptions): Promise<Response | undefined> {
  const info = await fileInfo(file);
  if (!info) return undefined;
  const headers = new Headers({
    'Content-Type': contentType(file),
    'Cache-Control': cacheControl(options.urlPath),
    Vary: 'Accept-Encoding',
  });
  const status = options.status ?? 200;
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  if (status === 200) {
    headers.set('ETag', etag);
    if (options.ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  }

  let body = file;
  let size = info.size;
  const accepted = options.acceptEncoding ?? '';
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.includes(encoding)) continue;
    const variant = await fileInfo(file + suffix);
    if (variant) {
      headers.set('Content-Encoding', encoding);
      body = file + suffix;
      size = variant.size;
      break;
    }
  }
  headers.set('Content-Length', String(size));
  if (options.method === 'HEAD') return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(body)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
