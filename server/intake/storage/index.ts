// Where the intake keeps bytes: finished attachments (`files/<submissionId>/<attachmentId>`),
// take-home parcels (`parcels/<id>`) and tus uploads in progress. One interface, two places: the
// local disk (INTAKE_FILES_DIR, one machine: the default) or S3-compatible object storage
// (INTAKE_S3_BUCKET: every instance sees the same files). Only the chosen one's code is loaded.

import type { MetadataValue } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import type { S3Config } from '../config';
import type { FileStorage } from './types';

export type { FileStorage, ObjectInfo, StoredObject, UploadArea } from './types';

export interface StorageLocation {
  filesDir: string;
  s3: S3Config | undefined;
}

/**
 * Opens the configured storage. `uploadCache` keeps S3 upload metadata where every instance sees
 * it (PostgreSQL); without one, each process caches its own (one instance only).
 */
export async function openStorage(
  location: StorageLocation,
  uploadCache?: KvStore<MetadataValue>,
): Promise<FileStorage> {
  if (location.s3) {
    const { s3Storage } = await import('./s3');
    return s3Storage(location.s3, uploadCache);
  }
  const { diskStorage } = await import('./disk');
  return diskStorage(location.filesDir);
}
