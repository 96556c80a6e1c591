// The take-home parcels' rows (server/device/parcels.ts): one per parked draft, with its size and
// dates; the bytes are in the file storage. A new parcel is recorded only while the live parcels'
// bytes stay under the ceiling, checked and inserted under one advisory lock, so concurrent posts
// (from any instance on the same database) never pass the ceiling together.

import type { SqlClient } from './store-types';
import type { IntakeStore } from './store-types';

/** Serialises parcel reservations of one database (any constant of its own works). */
const PARCEL_LOCK = 470_303;

interface ParcelRow {
  id: string;
  data: Uint8Array | null;
  in_storage: boolean;
  created_at: Date | string;
  expires_at: Date | string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

type ParcelQueries = Pick<IntakeStore, 'createParcel' | 'getParcel' | 'deleteParcel' | 'purgeParcels'>;

export function sqlParcels(client: SqlClient): ParcelQueries {
  return {
    async createParcel(parcel, maxLiveBytes) {
      return client.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [PARCEL_LOCK]);
        if (maxLiveBytes > 0) {
          const [live] = await tx.query<{ bytes: number | string }>(
            'SELECT coalesce(sum(size), 0) AS bytes FROM parcels WHERE expires_at > $1',
            [parcel.createdAt.toISOString()],
          );
          if (Number(live?.bytes ?? 0) + parcel.size > maxLiveBytes) return false;
        }
        await tx.query(
          'INSERT INTO parcels (id, in_storage, size, created_at, expires_at) VALUES ($1, true, $2, $3, $4)',
          [parcel.id, parcel.size, parcel.createdAt.toISOString(), parcel.expiresAt.toISOString()],
        );
        return true;
      });
    },

    async getParcel(id) {
      const rows = await client.query<ParcelRow>(
        'SELECT id::text AS id, data, in_storage, created_at, expires_at FROM parcels WHERE id = $1',
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: row.id,
        legacyBytes: row.data === null ? null : new Uint8Array(row.data),
        inStorage: row.in_storage,
        createdAt: toDate(row.created_at),
        expiresAt: toDate(row.expires_at),
      };
    },

    async deleteParcel(id) {
      const rows = await client.query<{ id: string }>('DELETE FROM parcels WHERE id = $1 RETURNING id::text AS id', [
        id,
      ]);
      return rows.length > 0;
    },

    async purgeParcels(now, forgetBefore, deleteBytes) {
      const expired = await client.query<{ id: string }>(
        'SELECT id::text AS id FROM parcels WHERE expires_at <= $1 AND (in_storage OR data IS NOT NULL)',
        [now.toISOString()],
      );
      const ids = expired.map((row) => row.id);
      // The bytes go first: a failure leaves the row saying they are still there, for the next purge.
      if (ids.length > 0) await deleteBytes(ids);
      await client.query('UPDATE parcels SET data = NULL, in_storage = false WHERE id = ANY($1::uuid[])', [ids]);
      await client.query('DELETE FROM parcels WHERE expires_at < $1', [forgetBefore.toISOString()]);
      return ids.length;
    },
  };
}
