// The admissions export as data: every submission with its answers and each file's record, the
// SHA-256 of the stored file computed again from the file storage (disk or S3). Used by
// `npm run export:submissions` and by `GET /api/export`, behind named tokens (export-tokens.ts;
// off when none is set), each use logged without personal data and audited by the desk.

import { Hono, type Context } from 'hono';
import { errorJson } from './errors';
import type { ExportUse } from './extensions';
import { digestStream } from './hash';
import type { Logger } from './log';
import type { FileStorage } from './storage';
import type { IntakeStore, NewAttachment, StoredAttachment, StoredSubmission } from './store-types';

/** A file as the family's device declared it (`sha256` included), and what the school holds. */
export interface ExportedFileRecord extends NewAttachment {
  /** The SHA-256 of the stored file, computed now; null while the file has not arrived (or is lost). */
  storedSha256: string | null;
  /** Its key in the file storage; null while the file has not arrived. */
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

async function storedSha256(storage: FileStorage, key: string | null): Promise<string | null> {
  const stored = key ? await storage.read(key) : undefined;
  return stored ? (await digestStream(stored.body)).sha256 : null;
}

async function fileRecord(storage: FileStorage, a: StoredAttachment): Promise<ExportedFileRecord> {
  return {
    attachmentId: a.attachmentId,
    field: a.field,
    name: a.name,
    type: a.type,
    size: a.size,
    sha256: a.sha256,
    storedSha256: await storedSha256(storage, a.storedPath),
    storedPath: a.storedPath,
    receivedAt: a.receivedAt?.toISOString() ?? null,
  };
}

/** One submission as the export shows it. */
export async function exportRecord(
  store: IntakeStore,
  storage: FileStorage,
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
    files: await Promise.all(attachments.map((a) => fileRecord(storage, a))),
  };
}

/** Every submission (of `listed`, when given), oldest first. */
export async function exportAll(
  store: IntakeStore,
  storage: FileStorage,
  listed?: StoredSubmission[],
): Promise<ExportedSubmission[]> {
  const records: ExportedSubmission[] = [];
  for (const s of listed ?? (await store.listSubmissions())) records.push(await exportRecord(store, storage, s));
  return records;
}

/**
 * `GET /export`: the export as JSON for staff tools, behind a named bearer token (`tokenOf` says
 * whose). Before anything is sent, the use is logged (the token's name and a count) and handed
 * to `exported` (the desk's audit log); should that fail, nothing is exported. Without a token
 * configured the route answers 404, as if it did not exist.
 */
export function exportRoutes(options: {
  store: IntakeStore;
  storage: FileStorage;
  tokenOf: ((header: string | undefined) => string | undefined) | undefined;
  exported: (use: ExportUse) => Promise<void>;
  clientIp: (c: Context) => string;
  logger: Logger;
}): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    if (!options.tokenOf) return errorJson(c, 404, { error: 'not-found' });
    const token = options.tokenOf(c.req.header('authorization'));
    if (!token) return errorJson(c, 401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
    const listed = await options.store.listSubmissions();
    options.logger.info('export', { token, submissions: listed.length });
    await options.exported({
      token,
      submissions: listed.map((s) => ({ id: s.id, reference: s.reference })),
      ip: options.clientIp(c),
    });
    const submissions = await exportAll(options.store, options.storage, listed);
    return c.json({ submissions }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}
