// Admissions cases: each child of an application, and each submission of another kind, is one
// case with its own stage and history. Cases are made when a submission is stored (the intake's
// hook) and, should that fail, by the sweep that finds submissions without them (the intake's ids
// against the desk's); making them twice changes nothing. Each case keeps whether its submission
// still waits for files, cleared when the intake says the last one arrived. A new child who matches an open case (same date of birth, same name in any
// script: same-child.ts) is flagged, and the two are linked both ways.

import { randomUUID } from 'node:crypto';
import { endedStages } from '../../src/shared/admissions/stages';
import type { IntakeRecords, StoredSubmission } from '../intake';
import type { SqlQueries } from './db';
import { searchText } from './names';
import { sameChild, type ChildName } from './same-child';
import { familyEmailsOf, parentNamesOf, peopleOf } from './people';

/**
 * Stored submissions that have no case yet (the hook failed, or they came before the desk): the
 * intake's ids against the desk's own, the missing ones read from the intake's records.
 */
export async function submissionsWithoutCases(
  db: SqlQueries,
  records: IntakeRecords,
  limit = 500,
): Promise<StoredSubmission[]> {
  const missing = await db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM unnest($1::uuid[]) WITH ORDINALITY AS s (id, n)
     WHERE NOT EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = s.id) ORDER BY s.n LIMIT $2`,
    [await records.ids(), limit],
  );
  const found = await Promise.all(missing.map((row) => records.find(row.id)));
  return found.filter((submission) => submission !== undefined);
}

/** The submission's last file arrived: its cases no longer wait for files. */
export async function filesArrived(db: SqlQueries, submissionId: string): Promise<void> {
  await db.query('UPDATE desk_cases SET awaiting_files = false WHERE submission_id = $1 AND awaiting_files', [
    submissionId,
  ]);
}

/**
 * Cases still marked as waiting for files whose submission no longer waits (the intake's word was
 * lost: a crash between the last file and the hook) are marked as complete; returns how many.
 */
export async function reconcileFiles(db: SqlQueries, records: IntakeRecords): Promise<number> {
  const marked = await db.query<{ id: string }>(
    'SELECT DISTINCT submission_id::text AS id FROM desk_cases WHERE awaiting_files',
  );
  if (marked.length === 0) return 0;
  const waiting = new Set(await records.awaitingFiles(marked.map((row) => row.id)));
  const done = marked.map((row) => row.id).filter((id) => !waiting.has(id));
  if (done.length > 0)
    await db.query('UPDATE desk_cases SET awaiting_files = false WHERE submission_id = ANY($1::uuid[])', [done]);
  return done.length;
}

/** Makes the cases of a submission (idempotent); returns the ids of the cases this call made. */
export async function createCases(db: SqlQueries, submission: StoredSubmission): Promise<string[]> {
  const people = peopleOf(submission.kind, submission.data);
  const parents = parentNamesOf(submission.kind, submission.data);
  const emails = familyEmailsOf(submission.kind, submission.data).join(', ');
  const made: string[] = [];
  const receivedAt = submission.receivedAt.toISOString();
  for (const person of people) {
    const id = randomUUID();
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO desk_cases (id, submission_id, applicant_index, kind, reference, locale, received_at, stage,
         stage_since, first_name, family_name, child_name, parent_name, emails, date_of_birth, year, search_text,
         awaiting_files)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'received', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (submission_id, applicant_index) DO NOTHING RETURNING id::text AS id`,
      [
        id,
        submission.id,
        person.applicantIndex,
        submission.kind,
        submission.reference,
        submission.locale,
        receivedAt,
        person.firstName,
        person.familyName,
        person.childName,
        parents.join(', '),
        emails,
        person.dateOfBirth ?? null,
        person.year ?? null,
        searchText(submission.reference, [person.childName, ...person.childNames, ...parents]),
        submission.status === 'awaiting-files',
      ],
    );
    if (!inserted[0]) continue;
    made.push(id);
    await db.query(
      `INSERT INTO desk_history (case_id, at, actor, from_stage, to_stage) VALUES ($1, $2, 'system', NULL, 'received')`,
      [id, receivedAt],
    );
    if (person.dateOfBirth) await linkDuplicates(db, id, person.dateOfBirth, person);
  }
  return made;
}

const ENDED = [...endedStages].map((stage) => `'${stage}'`).join(', ');

/** Links case `id` with every other open case of the same child (both directions). */
async function linkDuplicates(db: SqlQueries, id: string, dateOfBirth: string, name: ChildName): Promise<void> {
  // Children born the same day are few: their names are compared here, not in SQL.
  const born = await db.query<{ id: string; first_name: string; family_name: string | null }>(
    `SELECT id::text AS id, first_name, family_name FROM desk_cases
     WHERE date_of_birth = $1 AND id <> $2::uuid AND stage NOT IN (${ENDED})`,
    [dateOfBirth, id],
  );
  const same = born
    .filter((other) => sameChild(name, { firstName: other.first_name, familyName: other.family_name ?? '' }))
    .map((other) => other.id);
  if (same.length > 0)
    await linkPairs(
      db,
      same.map((other) => [id, other]),
    );
}

/** Records each pair as duplicates of each other (both directions); known pairs stay as they are. */
async function linkPairs(db: SqlQueries, pairs: [string, string][]): Promise<void> {
  await db.query(
    `INSERT INTO desk_duplicates (case_id, other_id)
     SELECT a, b FROM unnest($1::uuid[], $2::uuid[]) AS p (a, b)
     UNION ALL SELECT b, a FROM unnest($1::uuid[], $2::uuid[]) AS p (a, b)
     ON CONFLICT DO NOTHING`,
    [pairs.map(([a]) => a), pairs.map(([, b]) => b)],
  );
}

/**
 * Links every pair of open cases of the same child: once, for cases made before their family
 * names were kept (the desk's baseline migration calls it when it adds them).
 */
export async function relinkDuplicates(db: SqlQueries): Promise<number> {
  const open = await db.query<{ id: string; date_of_birth: string; first_name: string; family_name: string | null }>(
    `SELECT id::text AS id, date_of_birth, first_name, family_name FROM desk_cases
     WHERE date_of_birth IS NOT NULL AND stage NOT IN (${ENDED}) ORDER BY date_of_birth`,
  );
  const pairs: [string, string][] = [];
  for (let i = 0; i < open.length; i++)
    for (let j = i + 1; j < open.length && open[j]!.date_of_birth === open[i]!.date_of_birth; j++) {
      const [a, b] = [open[i]!, open[j]!];
      if (
        sameChild(
          { firstName: a.first_name, familyName: a.family_name ?? '' },
          { firstName: b.first_name, familyName: b.family_name ?? '' },
        )
      )
        pairs.push([a.id, b.id]);
    }
  if (pairs.length > 0) await linkPairs(db, pairs);
  return pairs.length;
}
