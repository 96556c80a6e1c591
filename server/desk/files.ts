// The desk's view of the intake's received files, through the intake's records (disk or S3 alike):
// read one (to preview or download it, its first bytes sniffed for its real type) and erase a
// deleted submission's (a family's request, retention), which also removes its uploads in progress.

import { Readable } from 'node:stream';
import type { IntakeRecords } from '../intake';

export interface DeskFile {
  /** The name the family's device gave it. */
  name: string;
  /** Its submission's reference. */
  reference: string;
  size: number;
  /** The first bytes (up to 1 KB), to sniff the type. */
  head: Uint8Array;
  /** Every byte, the head included; read it once, or destroy it. */
  body: Readable;
}

export interface DeskFiles {
  /** The received file of an attachment; undefined when it is not there. */
  read(submissionId: string, attachmentId: string): Promise<DeskFile | undefined>;
  /**
   * Erases what storage holds of a submission whose row is deleted (its files, its uploads in
   * progress); what fails stays recorded, and the intake's sweep retries it.
   */
  erase(submissionId: string): Promise<void>;
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

export function storedFiles(records: IntakeRecords): DeskFiles {
  return {
    async read(submissionId, attachmentId) {
      const stored = await records.openFile(submissionId, attachmentId);
      if (!stored) return undefined;
      return {
        name: stored.name,
        reference: stored.reference,
        size: stored.size,
        ...(await peek(stored.body, HEAD_BYTES)),
      };
    },
    erase: (submissionId) => records.erase(submissionId),
  };
}
