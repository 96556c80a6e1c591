// The admissions export as data: every submission with its answers and each file's record, the
// SHA-256 of the stored file computed again from disk. Used by `npm run export:submissions` and
// by `GET /api/export` (staff token INTAKE_EXPORT_TOKEN; off when unset).

import path from 'node:path';
import { Hono } from 'hono';
import { errorJson } from './errors';
import { sha256File } from './hash';
import type { IntakeStore, StoredAttachment, StoredSubmission } from './store';

export interface ExportedFileRecord {
  attachmentId: string;
  field: string;
  name: string;
  type: string;
  size: number;
  /** The SHA-256 the family's device declared. */
  sha256: string;
  /** The SHA-256 of the stored file, computed now; null while the file has not arrived. */
  storedSha256: string | null;
  /** Relative to the files folder; null while the file has not arrived. */
  storedPath: string | null;
  receivedAt: string | null;
}

export interface ExportedSubmission {
  reference: string;
  id: string;
  kind: string;
  status: string;
  receivedAt: string;
  completedAt: string | null;
  locale: string;
  schemaVersion: number;
  data: unknown;
  files: ExportedFileRecord[];
}

async function fileRecord(filesDir: string, a: StoredAttachment): Promise<ExportedFileRecord> {
  return {
    attachmentId: a.attachmentId,
    field: a.field,
    name: a.name,
    type: a.type,
    size: a.size,
    sha256: a.sha256,
    storedSha256: a.storedPath ? await sha256File(path.join(filesDir, a.storedPath)) : null,
    storedPath: a.storedPath,
    receivedAt: a.receivedAt?.toISOString() ?? null,
  };
}

/** One submission as the export shows it. */
export async function exportRecord(
  store: IntakeStore,
  filesDir: string,
  s: StoredSubmission,
): Promise<ExportedSubmission> {
  const attachments = await store.getAttachments(s.id);
  return {
    reference: s.reference,
    id: s.id,
    kind: s.kind,
    status: s.status,
    receivedAt: s.receivedAt.toISOString(),
    completedAt: s.completedAt?.toISOString() ?? null,
    locale: s.locale,
    schemaVersion: s.schemaVersion,
    data: s.data,
    files: await Promise.all(attachments.map((a) => fileRecord(filesDir, a))),
  };
}

/** Every submission, oldest first. */
export async function exportAll(store: IntakeStore, filesDir: string): Promise<ExportedSubmission[]> {
  const records: ExportedSubmission[] = [];
  for (const s of await store.listSubmissions()) records.push(await exportRecord(store, filesDir, s));
  return records;
}

/**
 * `GET /export`: the export as JSON for staff tools, behind its own bearer token (`authorised`
 * checks it). Without a token configured the route answers 404, as if it did not exist.
 */
export function exportRoutes(options: {
  store: IntakeStore;
  filesDir: string;
  authorised: ((header: string | undefined) => boolean) | undefined;
}): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    if (!options.authorised) return errorJson(c, 404, { error: 'not-found' });
    if (!options.authorised(c.req.header('authorization')))
      return errorJson(c, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    const submissions = await exportAll(options.store, options.filesDir);
    return c.json({ submissions }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}
