// Admissions cases: each child of an application, and each submission of another kind, is one
// case with its own stage and history. Cases are made when a submission is stored (the intake's
// hook) and, should that fail, by the sweep that finds submissions without them; making them twice
// changes nothing. A new child who matches an open case (same date of birth, same name in any
// script) is flagged, and the two are linked both ways.

import { randomUUID } from 'node:crypto';
import { endedStages } from '../../src/shared/admissions/stages';
import type { StoredSubmission } from '../intake/store-types';
import type { SqlQueries } from './db';
import { nameKey, searchText } from './names';
import { familyEmailsOf, parentNamesOf, peopleOf } from './people';

/** Stored submissions that have no case yet (the hook failed, or they came before the desk). */
export async function submissionsWithoutCases(db: SqlQueries, limit = 500): Promise<StoredSubmission[]> {
  const rows = await db.query<{
    id: string;
    kind: string;
    locale: string;
    data: unknown;
    reference: string;
    received_at: Date | string;
  }>(
    `SELECT s.id::text AS id, s.kind, s.locale, s.data, s.reference, s.received_at FROM submissions s
     WHERE NOT EXISTS (SELECT 1 FROM desk_cases c WHERE c.submission_id = s.id)
     ORDER BY s.received_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    data: row.data,
    reference: row.reference,
    receivedAt: new Date(row.received_at),
    schemaVersion: 1,
    contentHash: '',
    status: 'complete',
    completedAt: null,
  }));
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
    const key = person.dateOfBirth ? nameKey(person.firstName, person.familyName) : undefined;
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO desk_cases (id, submission_id, applicant_index, kind, reference, locale, received_at, stage,
         stage_since, first_name, child_name, parent_name, emails, date_of_birth, year, name_key, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'received', $7, $8, $9, $10, $11, $12, $13, $14, $15)
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
        person.childName,
        parents.join(', '),
        emails,
        person.dateOfBirth ?? null,
        person.year ?? null,
        key ?? null,
        searchText(submission.reference, [person.childName, ...person.childNames, ...parents]),
      ],
    );
    if (!inserted[0]) continue;
    made.push(id);
    await db.query(
      `INSERT INTO desk_history (case_id, at, actor, from_stage, to_stage) VALUES ($1, $2, 'system', NULL, 'received')`,
      [id, receivedAt],
    );
    if (key && person.dateOfBirth) await linkDuplicates(db, id, person.dateOfBirth, key);
  }
  return made;
}

const ENDED = [...endedStages].map((stage) => `'${stage}'`).join(', ');

/** Links case `id` with every other open case of the same child (both directions). */
async function linkDuplicates(db: SqlQueries, id: string, dateOfBirth: string, key: string): Promise<void> {
  await db.query(
    `INSERT INTO desk_duplicates (case_id, other_id)
     SELECT $1::uuid, c.id FROM desk_cases c
     WHERE c.date_of_birth = $2 AND c.name_key = $3 AND c.id <> $1::uuid AND c.stage NOT IN (${ENDED})
     UNION ALL
     SELECT c.id, $1::uuid FROM desk_cases c
     WHERE c.date_of_birth = $2 AND c.name_key = $3 AND c.id <> $1::uuid AND c.stage NOT IN (${ENDED})
     ON CONFLICT DO NOTHING`,
    [id, dateOfBirth, key],
  );
}
