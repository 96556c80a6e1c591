// @vitest-environment node
// Versioned migrations (docs/deployment.md, "Migrations"), on PGlite and on PostgreSQL: an empty
// database gets every owner's tables and a table of applied versions that says which schema it
// has, and a second run applies nothing; a database of the previous release (commit 904b206,
// fixtures/), with its rows, is adopted: its data stays, the new columns are filled from it, the
// old name keys give way to family names and linked duplicates, the desk's tables stop referring
// to the intake's. On PostgreSQL, two instances starting together apply each version once.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrateDesk } from '../../server/desk/migrations';
import { extensionDatabase, intakeRecords, type IntakeStore } from '../../server/intake';
import { connectionOf } from '../../server/sql/postgres-url';
import { openPostgresDatabase } from '../../server/intake/postgres-store';
import { appliedVersions } from '../../server/sql/migrate';
import { openPglite, usePostgres, type TestDatabase } from '../support/test-database';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const RELEASE = fixture('release-904b206.sql');
const RELEASE_COORDINATION = fixture('release-904b206-coordination.sql');

const A = '0b1e3f7c-1d5a-4a43-9c49-3c1f2a9e0001';
const B = '0b1e3f7c-1d5a-4a43-9c49-3c1f2a9e0002';
const CASES = ['a', 'b', 'c', 'd'].map((x) => `c0000000-0000-4000-8000-00000000000${x}`);

const pg = usePostgres({}, 'migrations');

async function loadIntoPglite(dir: string) {
  const db = await PGlite.create(dir);
  await db.exec(RELEASE);
  await db.close();
}

async function loadIntoPostgres(url: string) {
  const { url: target, options } = connectionOf(url);
  const sql = postgres(target, { ...options, max: 1 });
  await sql.unsafe(RELEASE + RELEASE_COORDINATION).simple();
  await sql.end();
}

const migrateDeskOn = (store: IntakeStore) => migrateDesk(extensionDatabase(store), intakeRecords(store));

const versionsOf = async (store: IntakeStore) =>
  (await appliedVersions(store.sql)).map(({ owner, version }) => `${owner} ${version}`);

const exists = async (store: IntakeStore, name: string) =>
  (await store.sql.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]))[0]!.found;

/** The desk's migrations, in order, and every version recorded after the coordination's. */
const DESK_VERSIONS = [
  '001-baseline',
  '002-own-copy',
  '003-money',
  '004-enrolment',
  '050-assessment-slots',
  '051-waiting-list',
  '052-references',
];
const RECORDED = [
  ...DESK_VERSIONS.map((version) => `desk ${version}`),
  'intake 001-baseline',
  'intake 002-safe-copies',
  'intake 003-late-files',
];

const TABLES = [
  'submissions',
  'attachments',
  'submission_tombstones',
  'storage_erasures',
  'parcels',
  'safe_copies',
  'safe_copy_changes',
  'safe_copy_chunks',
  'desk_staff',
  'desk_cases',
  'desk_attempts',
  'desk_audit',
  'desk_document_reviews',
  'desk_signatures',
  'desk_invoices',
  'desk_credit_notes',
  'desk_receipts',
  'desk_payments',
  'desk_slips',
  'desk_money_counters',
  'desk_fee_reminders',
  'desk_fee_plans',
  'desk_assessment_slots',
  'desk_assessment_blocked',
  'desk_assessment_bookings',
  'desk_waitlist',
  'desk_waitlist_moves',
  'desk_references',
];

const kinds: [string, boolean, (before?: 'release') => Promise<TestDatabase>][] = [
  ['PGlite', false, (before) => openPglite('migrations-', before ? loadIntoPglite : undefined)],
  ['PostgreSQL', true, (before) => pg.open({ coordination: true, before: before ? loadIntoPostgres : undefined })],
];

describe.each(kinds)('migrations on %s', (_name, coordinated, open) => {
  const COORDINATION = coordinated ? ['coordination 001-baseline'] : [];

  it('makes every owner’s tables in an empty database, records their versions, and applies nothing twice', async () => {
    const db = await open();
    try {
      expect(await migrateDeskOn(db.store)).toEqual(DESK_VERSIONS);
      expect(await versionsOf(db.store)).toEqual([...COORDINATION, ...RECORDED]);
      for (const table of TABLES) expect(await exists(db.store, table), table).toBe(true);
      const [first] = await appliedVersions(db.store.sql);
      expect(await migrateDeskOn(db.store)).toEqual([]);
      expect((await appliedVersions(db.store.sql))[0]).toEqual(first);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('adopts a database of the previous release: its rows stay, the new columns are filled', async () => {
    const db = await open('release');
    try {
      const { store } = db;
      expect(await migrateDeskOn(store)).toEqual(DESK_VERSIONS);
      expect(await versionsOf(store)).toEqual([...COORDINATION, ...RECORDED]);
      // The money, assessment, waiting list and reference tables join the adopted schema; the
      // money's issued documents stay as written.
      for (const table of TABLES) expect(await exists(store, table), table).toBe(true);
      await expect(store.sql.query('TRUNCATE desk_receipts')).rejects.toThrow(/append-only/);

      // The intake's rows, read through its records, and a reference sequence that goes on.
      const records = intakeRecords(store);
      expect(await records.ids()).toEqual([A, B, '0b1e3f7c-1d5a-4a43-9c49-3c1f2a9e0003']);
      const first = await records.get(A);
      expect(first).toMatchObject({ reference: 'CCIS-2026-000001', status: 'awaiting-files', locale: 'en' });
      expect(first!.attachments.map((a) => [a.attachmentId, a.receivedAt !== null])).toEqual([
        ['p0-birth', false],
        ['p0-photo', true],
      ]);
      expect(await records.awaitingFiles()).toEqual([A]);
      const next = await store.createSubmission({
        id: '0b1e3f7c-1d5a-4a43-9c49-3c1f2a9e0004',
        kind: 'contact',
        schemaVersion: 1,
        locale: 'en',
        contentHash: 'hash-d',
        data: {},
        receivedAt: new Date('2026-02-01T00:00:00Z'),
        referencePrefix: 'CCIS-2026',
        attachments: [],
      });
      expect(next.submission.reference).toBe('CCIS-2026-000004');
      expect(await store.getParcel('5a7d0c1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f')).toMatchObject({ inStorage: true });

      // The desk's rows, with what it now keeps of each submission.
      const cases = await store.sql.query<{
        id: string;
        stage: string;
        family_name: string | null;
        awaiting_files: boolean;
      }>('SELECT id::text AS id, stage, family_name, awaiting_files FROM desk_cases ORDER BY id');
      expect(cases).toEqual([
        { id: CASES[0], stage: 'received', family_name: 'Jaidee', awaiting_files: true },
        { id: CASES[1], stage: 'received', family_name: 'Smith', awaiting_files: true },
        { id: CASES[2], stage: 'under-review', family_name: 'Jaidee', awaiting_files: false },
        { id: CASES[3], stage: 'received', family_name: null, awaiting_files: false },
      ]);
      // The enrolment's columns: no first day, nobody enrolled yet.
      expect(
        await store.sql.query(
          'SELECT id::text AS id FROM desk_cases WHERE start_date IS NOT NULL OR enrolled_at IS NOT NULL',
        ),
      ).toEqual([]);
      const pairs = await store.sql.query<{ a: string; b: string }>(
        'SELECT case_id::text AS a, other_id::text AS b FROM desk_duplicates ORDER BY 1',
      );
      expect(pairs).toEqual([
        { a: CASES[0], b: CASES[2] },
        { a: CASES[2], b: CASES[0] },
      ]);
      const counts = await store.sql.query<Record<string, number | string>>(
        `SELECT (SELECT count(*) FROM desk_history) AS history, (SELECT count(*) FROM desk_notes) AS notes,
           (SELECT count(*) FROM desk_audit) AS audit, (SELECT count(*) FROM desk_staff) AS staff,
           (SELECT count(*) FROM desk_status_links WHERE submission_id = $1) AS links`,
        [A],
      );
      expect(Object.fromEntries(Object.entries(counts[0]!).map(([k, v]) => [k, Number(v)]))).toEqual({
        history: 5,
        notes: 1,
        audit: 1,
        staff: 1,
        links: 1,
      });
      const columns = await store.sql.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = 'desk_cases' AND column_name = 'name_key'",
      );
      expect(columns).toEqual([]);
      expect(await exists(store, 'desk_throttle')).toBe(false);
      for (const table of TABLES) expect(await exists(store, table), table).toBe(true);
      const references = await store.sql.query(
        `SELECT conname FROM pg_constraint WHERE contype = 'f' AND confrelid = 'submissions'::regclass
           AND conrelid::regclass::text LIKE 'desk%'`,
      );
      expect(references).toEqual([]);
      if (coordinated) {
        const kept = await store.sql.query<{ n: number | string }>(
          'SELECT (SELECT count(*) FROM tus_uploads) + (SELECT count(*) FROM rate_limits) AS n',
        );
        expect(Number(kept[0]!.n)).toBe(2);
        expect(await exists(store, 'window_quotas')).toBe(true);
        expect(await exists(store, 'attempt_limits')).toBe(true);
      }
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('migrations of two instances starting together on PostgreSQL', () => {
  it('apply each version once: the second waits, then finds it recorded', async () => {
    const url = pg.cluster().url('migrations_together');
    await pg.cluster().createDatabase('migrations_together');
    // Two processes' worth of pools on one empty database, opened (and so migrated) at once.
    const both = await Promise.all([openPostgresDatabase(url), openPostgresDatabase(url)]);
    try {
      const applied = await Promise.all(both.map((db) => migrateDeskOn(db.store)));
      expect(applied.flat().sort()).toEqual([...DESK_VERSIONS].sort());
      expect(applied.map((versions) => versions.length).sort()).toEqual([0, DESK_VERSIONS.length]);
      expect(await versionsOf(both[0]!.store)).toEqual(['coordination 001-baseline', ...RECORDED]);
    } finally {
      await Promise.all(both.map((db) => db.close()));
    }
  }, 60_000);
});
