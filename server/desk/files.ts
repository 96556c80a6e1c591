// The desk's view of the intake's received files: read one (to preview, download or hash) and
// delete a submission's (a family's request, retention). Files are where the intake put them:
// `files/<submissionId>/<attachmentId>` under INTAKE_FILES_DIR.

import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface DeskFiles {
  /** The file's size and a stream of its bytes; undefined when it is not there. */
  read(storedPath: string): Promise<{ size: number; head: Uint8Array; stream: () => Readable } | undefined>;
  /** Deletes every file of a submission; deleting what is not there is no error. */
  deleteSubmission(submissionId: string): Promise<void>;
}

const HEAD_BYTES = 1024;

export function diskFiles(filesDir: string): DeskFiles {
  const root = path.resolve(filesDir);
  const inside = (relative: string) => {
    const file = path.resolve(root, relative);
    return file.startsWith(root + path.sep) ? file : undefined;
  };
  return {
    async read(storedPath) {
      const file = inside(storedPath);
      if (!file) return undefined;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const handle = await open(file, 'r');
      const head = new Uint8Array(Math.min(HEAD_BYTES, info.size));
      try {
        await handle.read(head, 0, head.length, 0);
      } finally {
        await handle.close();
      }
      return { size: info.size, head, stream: () => createReadStream(file) };
    },
    async deleteSubmission(submissionId) {
      const folder = inside(path.join('files', submissionId));
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}
