// S3 upload metadata (@tus/s3-store's cache: the upload's length, tus metadata and the S3
// multipart upload id) in a table every instance reads, instead of one memory per process. A
// finished upload's row is deleted by the instance that finishes it, so no other instance keeps
// answering for an upload that has moved. The `.info` objects in the bucket stay the source.

import type { KvStore } from '@tus/server';
import type { SqlQueries } from '../../sql/client';

/** A tus key-value store on the `tus_uploads` table. */
export function sqlUploadCache<T>(
  db: SqlQueries,
): KvStore<T> & { list(): Promise<string[]>; forgetBefore(date: Date): Promise<void> } {
  return {
    async get(id) {
      const rows = await db.query<{ value: T | string }>('SELECT value FROM tus_uploads WHERE id = $1', [id]);
      const value = rows[0]?.value;
      return typeof value === 'string' ? (JSON.parse(value) as T) : value;
    },
    async set(id, value) {
      await db.query(
        `INSERT INTO tus_uploads (id, value) VALUES ($1, $2::text::jsonb)
         ON CONFLICT (id) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [id, JSON.stringify(value)],
      );
    },
    async delete(id) {
      await db.query('DELETE FROM tus_uploads WHERE id = $1', [id]);
    },
    async list() {
      return (await db.query<{ id: string }>('SELECT id FROM tus_uploads ORDER BY id')).map((row) => row.id);
    },
    /** Drops rows of uploads abandoned long ago (their S3 objects expire on their own). */
    async forgetBefore(date) {
      await db.query('DELETE FROM tus_uploads WHERE updated_at < $1', [date.toISOString()]);
    },
  };
}
