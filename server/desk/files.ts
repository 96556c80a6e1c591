// The desk's view of the intake's received files, through the intake's file storage (disk or S3):
// read one (to preview or download it, its first bytes sniffed for its real type) and delete a
// submission's (a family's request, retention). Keys are the attachments' `stored_path`.

import { Readable } from 'node:stream';
import type { FileStorage } from '../intake/storage';
import type { SqlQueries } from '../intake/store-types';

export interface DeskFile {
  size: number;
  /** The first bytes (up to 1 KB), to sniff the type. */
  head: Uint8Array;
  /** Every byte, the head included; read it once, or destroy it. */
  body: Readable;
}

export interface DeskFiles {
  /** The file under `storedPath`; undefined when it is not there. */
  read(storedPath: string): Promise<DeskFile | undefined>;
  /** Deletes every received file of a submission; deleting what is not there is no error. */
  deleteSubmission(submissionId: string): Promise<void>;
}

const HEAD_BYTES = 1024;

/** Reads up to `bytes` from `body`, and gives back a stream that starts with them again. */
async function peek(body: Readable, bytes: number): Promise<{ head: Uint8Array; body: Readable }> {
  const iterator: AsyncIterator<Buffer> = body[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes && !done) {
    const next = await iterator.next();
    if (next.done) done = true;
    else {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  async function* replay() {
    try {
      yield* chunks;
      for (let next = done ? undefined : await iterator.next(); next && !next.done; next = await iterator.next())
        yield next.value;
    } finally {
      // Destroyed early (a refusal, a dropped download): let go of the file or the S3 connection.
      body.destroy();
    }
  }
  return { head: new Uint8Array(Buffer.concat(chunks).subarray(0, bytes)), body: Readable.from(replay()) };
}

export function storedFiles(storage: FileStorage, db: SqlQueries): DeskFiles {
  return {
    async read(storedPath) {
      const stored = await storage.read(storedPath);
      if (!stored) return undefined;
      return { size: stored.size, ...(await peek(stored.body, HEAD_BYTES)) };
    },
    async deleteSubmission(submissionId) {
      const rows = await db.query<{ stored_path: string }>(
        'SELECT stored_path FROM attachments WHERE submission_id = $1 AND stored_path IS NOT NULL',
        [submissionId],
      );
      for (const { stored_path } of rows) await storage.delete(stored_path);
    },
  };
}
