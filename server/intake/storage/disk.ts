// Files on the local disk (INTAKE_FILES_DIR): the one-machine default. An object is a file at its
// key with a `<key>.meta.json` beside it (type and original name); tus uploads in progress live in
// `uploads/` (@tus/file-store: `<id>` and its `<id>.json`) and are renamed into place once verified.

import { FileStore } from '@tus/file-store';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_EXPIRY_MS, type FileStorage, type ObjectInfo } from './types';

const META = '.meta.json';

/** Keys are ours (`files/<uuid>/<id>`, `parcels/<uuid>`); anything climbing out is a bug. */
function fileOf(root: string, key: string): string {
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep) || key.endsWith(META)) throw new Error(`bad storage key ${key}`);
  return file;
}

async function readInfo(file: string): Promise<ObjectInfo> {
  try {
    const info = JSON.parse(await readFile(file + META, 'utf8')) as ObjectInfo;
    return { contentType: info.contentType, filename: info.filename };
  } catch {
    return {};
  }
}

/** Writes a file whole or not at all: a temporary name, then a rename. */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export function diskStorage(filesDir: string): FileStorage {
  const root = path.resolve(filesDir);
  const stagingDir = path.join(root, 'uploads');
  mkdirSync(stagingDir, { recursive: true });
  const datastore = new FileStore({ directory: stagingDir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const writeInfo = (file: string, info: ObjectInfo) => writeAtomically(file + META, JSON.stringify(info));

  return {
    kind: 'disk',
    async put(key, bytes, info = {}) {
      const file = fileOf(root, key);
      await writeAtomically(file, bytes);
      await writeInfo(file, info);
    },
    async read(key) {
      const file = fileOf(root, key);
      const size = await stat(file).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) return undefined;
      return { body: createReadStream(file), size, ...(await readInfo(file)) };
    },
    async delete(key) {
      const file = fileOf(root, key);
      await rm(file, { force: true });
      await rm(file + META, { force: true });
    },
    async check() {
      await stat(stagingDir);
    },
    uploads: {
      datastore,
      read: async (uploadId) => createReadStream(path.join(stagingDir, uploadId)),
      async promote(uploadId, key, info) {
        const file = fileOf(root, key);
        await mkdir(path.dirname(file), { recursive: true });
        await rename(path.join(stagingDir, uploadId), file);
        await writeInfo(file, info);
        await datastore.configstore.delete(uploadId);
      },
      discard: (uploadId) => datastore.remove(uploadId).catch(() => undefined),
      async staged(prefix) {
        const names = await readdir(stagingDir).catch(() => [] as string[]);
        const ids = names.map((name) => (name.endsWith('.json') ? name.slice(0, -'.json'.length) : name));
        return [...new Set(ids)].filter((id) => id.startsWith(prefix));
      },
      async remove(uploadId) {
        const file = path.join(stagingDir, uploadId);
        if (path.dirname(file) !== stagingDir) throw new Error(`bad upload id ${uploadId}`);
        await rm(file, { force: true });
        await rm(`${file}.json`, { force: true });
      },
    },
  };
}
