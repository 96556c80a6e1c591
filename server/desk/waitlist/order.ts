// The waiting list's order (docs/assessment.md, "The waiting list"): a case joins its year's list
// when it moves to `waiting-list` and leaves it when it moves on (moves.ts calls `waitlistMoved`
// in the move's transaction); its place is its rank (the time its application was received, so
// the default order is the order of completion), after the siblings of the school's children
// when the school puts them first. Each change settles the year: every case whose position changed
// keeps the one it had as `previous_position`, which the family's status page shows as how it
// moved. Staff reorder with a note; each reorder is recorded. The only code whose SQL names
// desk_waitlist and desk_waitlist_moves.

import { siblingsFirst as schoolSiblingsFirst } from '../../../src/shared/admissions/assessment-rules';
import { audit, type AuditActor } from '../audit';
import { one, type SqlClient, type SqlQueries } from '../db';

const STEP = 1000;

interface Ranked {
  case_id: string;
  rank: number;
  sibling: boolean;
  position: number | null;
}

/** The year's cases in order, locked for the caller's transaction. */
async function ordered(tx: SqlQueries, year: string, siblingsFirst: boolean): Promise<Ranked[]> {
  const rows = await tx.query<Ranked>(
    `SELECT case_id::text AS case_id, rank, sibling, position FROM desk_waitlist WHERE year = $1
     ORDER BY CASE WHEN $2::boolean AND sibling THEN 0 ELSE 1 END, rank, case_id FOR UPDATE`,
    [year, siblingsFirst],
  );
  return rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    position: row.position === null ? null : Number(row.position),
  }));
}

/** Writes each case's position where it changed, keeping the one before. */
export async function settle(tx: SqlQueries, year: string, siblingsFirst = schoolSiblingsFirst): Promise<void> {
  const rows = await ordered(tx, year, siblingsFirst);
  for (const [index, row] of rows.entries())
    if (row.position !== index + 1)
      await tx.query('UPDATE desk_waitlist SET previous_position = position, position = $2 WHERE case_id = $1', [
        row.case_id,
        index + 1,
      ]);
}

/** A case's move into or out of `waiting-list`, inside the move's transaction. */
export async function waitlistMoved(tx: SqlQueries, caseId: string, from: string, to: string, now: Date) {
  if ((from === 'waiting-list') === (to === 'waiting-list')) return;
  if (to === 'waiting-list') {
    const row = await one<{ year: string }>(
      tx,
      `INSERT INTO desk_waitlist (case_id, year, rank, sibling, joined_at)
       SELECT c.id, coalesce(c.year, ''), extract(epoch FROM c.received_at) * 1000,
         EXISTS (SELECT 1 FROM desk_cases o WHERE o.id <> c.id AND o.stage IN ('offer-accepted', 'enrolled')
                   AND string_to_array(o.emails, ', ') && string_to_array(c.emails, ', ')),
         $2
       FROM desk_cases c WHERE c.id = $1
       ON CONFLICT (case_id) DO NOTHING RETURNING year`,
      [caseId, now.toISOString()],
    );
    if (row) await settle(tx, row.year);
    return;
  }
  const left = await one<{ year: string }>(tx, 'DELETE FROM desk_waitlist WHERE case_id = $1 RETURNING year', [caseId]);
  if (left) await settle(tx, left.year);
}

export type ReorderResult = { ok: true; from: number; to: number } | { ok: false; error: 'not-found' };

/**
 * Moves a case to `position` in its year (clamped to the list, and to its group when siblings go
 * first), records the move with its note and audits it (without the note, which may name people).
 */
export async function reorder(
  db: SqlClient,
  input: { caseId: string; position: number; note: string; actor: AuditActor; ip?: string; now: Date },
  siblingsFirst = schoolSiblingsFirst,
): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    const found = await one<{ year: string; reference: string; submission_id: string }>(
      tx,
      `SELECT w.year, c.reference, c.submission_id::text AS submission_id
       FROM desk_waitlist w JOIN desk_cases c ON c.id = w.case_id WHERE w.case_id = $1`,
      [input.caseId],
    );
    if (!found) return { ok: false, error: 'not-found' } as const;
    const rows = await ordered(tx, found.year, siblingsFirst);
    const from = rows.findIndex((row) => row.case_id === input.caseId);
    const moving = rows[from]!;
    const others = rows.filter((row) => row.case_id !== input.caseId);
    const group = siblingsFirst ? others.filter((row) => row.sibling === moving.sibling) : others;
    const before = siblingsFirst && !moving.sibling ? others.length - group.length : 0;
    const at = Math.min(Math.max(input.position - 1 - before, 0), group.length);
    const previous = group[at - 1];
    const next = group[at];
    const rank =
      previous && next
        ? (previous.rank + next.rank) / 2
        : previous
          ? previous.rank + STEP
          : next
            ? next.rank - STEP
            : moving.rank;
    await tx.query('UPDATE desk_waitlist SET rank = $2 WHERE case_id = $1', [input.caseId, rank]);
    await settle(tx, found.year, siblingsFirst);
    const to = before + at + 1;
    await tx.query(
      `INSERT INTO desk_waitlist_moves (case_id, year, at, actor_id, actor, from_position, to_position, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        input.caseId,
        found.year,
        input.now.toISOString(),
        input.actor.id ?? null,
        input.actor.label,
        from + 1,
        to,
        input.note,
      ],
    );
    await audit(tx, input.now, {
      actor: input.actor,
      action: 'waitlist.reordered',
      reference: found.reference,
      submissionId: found.submission_id,
      caseId: input.caseId,
      detail: { year: found.year, from: from + 1, to },
      ip: input.ip,
    });
    return { ok: true, from: from + 1, to } as const;
  });
}

/** Where a waitlisted case stands, for its family: its position, how many, and the one before. */
export async function familyWaitlist(db: SqlQueries, caseId: string) {
  const row = await one<{ position: number | null; previous_position: number | null; of: number | string }>(
    db,
    `SELECT w.position, w.previous_position, (SELECT count(*) FROM desk_waitlist o WHERE o.year = w.year) AS of
     FROM desk_waitlist w WHERE w.case_id = $1`,
    [caseId],
  );
  if (!row || row.position === null) return undefined;
  return {
    position: Number(row.position),
    of: Number(row.of),
    ...(row.previous_position !== null && Number(row.previous_position) !== Number(row.position)
      ? { previous: Number(row.previous_position) }
      : {}),
  };
}
