// A submission's files in the desk: a preview (images and PDFs) and a download with the original
// name (RFC 6266 `filename*`). The type sent is the one sniffed from the bytes, never the declared
// one; anything that is not a known image or PDF is download-only, as octet-stream. Every answer
// is a sandboxed document (`Content-Security-Policy: sandbox`, nosniff): no script of a file ever
// runs with the desk's origin. Chromium shows a PDF only in a frame without the `sandbox`
// attribute, so the desk frames PDFs plainly and relies on this header (docs/desk.md).

import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { sniffFileType } from '../../../src/shared/files/file-type';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { UUID } from '../db';
import { actorOf, refuse, type DeskEnv } from './guard';

const PREVIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

export const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** `attachment; filename="..."; filename*=UTF-8''...`: an ASCII fallback and the real name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_').slice(0, 150) || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function fileRoutes(deps: DeskDeps): Hono<DeskEnv> {
  // Mounted by submissionRoutes, behind its requireStaff.
  const app = new Hono<DeskEnv>();
  const { db } = deps;

  const serve = async (c: Context<DeskEnv>, mode: 'preview' | 'download') => {
    const id = c.req.param('id') ?? '';
    const attachmentId = c.req.param('attachmentId') ?? '';
    if (!UUID.test(id) || !/^[A-Za-z0-9_-]{1,64}$/.test(attachmentId)) return refuse(c, 404, 'not-found');
    const file = await deps.files.read(id.toLowerCase(), attachmentId);
    if (!file) return refuse(c, 404, 'not-found');
    const sniffed = sniffFileType(file.head);
    if (mode === 'preview' && (!sniffed || !PREVIEWABLE.has(sniffed))) {
      file.body.destroy();
      return refuse(c, 415, 'type');
    }
    await audit(db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: mode === 'preview' ? 'file.viewed' : 'file.downloaded',
      reference: file.reference,
      submissionId: id,
      detail: { attachmentId },
      ip: deps.clientIp(c),
    });
    const type = mode === 'preview' ? sniffed! : (sniffed ?? 'application/octet-stream');
    return new Response(Readable.toWeb(file.body) as ReadableStream, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(mode === 'preview' ? 'inline' : 'attachment', file.name),
        'Content-Security-Policy': FILE_CSP,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      },
    });
  };

  app.get('/:id/files/:attachmentId/preview', (c) => serve(c, 'preview'));
  app.get('/:id/files/:attachmentId/download', (c) => serve(c, 'download'));
  return app;
}
