// Serves the seed's media files (content-seed/uploads) at /wp-content/uploads, as WordPress's web
// server would: right content type, a long cache life and an ETag.

import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono } from 'hono';

export interface UploadsHandlerOptions {
  /** The content-seed folder; files are read from its `uploads/` folder. */
  seedDir: string;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * A Hono app serving `GET /<year>/<file>` from `<seedDir>/uploads`, to be mounted at
 * `/wp-content/uploads`. Only known file types; nothing outside the uploads folder.
 */
export function createUploadsHandler(options: UploadsHandlerOptions): Hono {
  const root = resolve(options.seedDir, 'uploads');
  const app = new Hono();

  app.get('/:file{.+}', async (c) => {
    const relative = c.req.param('file');
    const type = contentTypes[extname(relative).toLowerCase()];
    const path = resolve(join(root, relative));
    if (!type || !path.startsWith(root + sep) || relative.includes('\0')) return c.text('Not Found', 404);
    let size: number;
    let mtime: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return c.text('Not Found', 404);
      size = info.size;
      mtime = info.mtimeMs;
    } catch {
      return c.text('Not Found', 404);
    }
    const etag = `"${size.toString(16)}-${Math.floor(mtime).toString(16)}"`;
    const headers = {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'Access-Control-Allow-Origin': '*',
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    const bytes = await readFile(path);
    return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Length': String(bytes.byteLength) });
  });

  return app;
}
