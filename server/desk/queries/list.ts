// The desk's list: one row per case (a child of an application, or another submission), filtered,
// searched, sorted and paged, and the total the filters select, from the desk's tables alone. It
// only reads: an offer past its deadline is shown expired before the sweep moves it.

import type { ListRow } from '../../../src/shared/contracts/desk-cases';
import type { Stage } from '../../../src/shared/admissions/stages';
import { toIso, type DbTime, type SqlQueries } from '../db';
import { attentionSql, orderOf, shownSinceSql, shownStageSql, whereOf, type ListQuery } from './filters';

export type { ListRow };

interface Row {
  id: string;
  submission_id: string;
  applicant_index: number;
  reference: string;
  kind: string;
  received_at: DbTime;
  child_name: string;
  parent_name: string;
  year: string | null;
  stage: Stage;
  stage_since: DbTime;
  offer_deadline: DbTime | null;
  assignee_id: string | null;
  assignee_name: string | null;
  duplicate: boolean;
  files_missing: boolean;
  attention: boolean;
}

/** The cases with their assignee: the filters need no submission (whereOf). */
export const LIST_FROM = 'FROM desk_cases c LEFT JOIN desk_staff st ON st.id = c.assignee_id';

export async function listCases(
  db: SqlQueries,
  query: ListQuery,
  context: { now: Date; staffId: string },
): Promise<{ total: number; rows: ListRow[] }> {
  const { where, params, add } = whereOf(query, context);
  const filterParams = params.slice();
  const now = add(context.now.toISOString());
  const limit = add(query.pageSize);
  const offset = add((query.page - 1) * query.pageSize);
  // The count apart from the page: a window count would make the database build every row before
  // the limit. The page is chosen first (in index order, stopping after it), and only its rows are
  // joined and checked for duplicates and attention: asked of every case, the database would hash
  // all the duplicate pairs instead of looking up 25 (bench/desk.ts).
  const order = orderOf(query);
  const [rows, counted] = await Promise.all([
    db.query<Row>(
      `SELECT c.id::text AS id, c.submission_id::text AS submission_id, c.applicant_index, c.reference, c.kind,
         c.received_at, c.child_name, c.parent_name, c.year, ${shownStageSql(now)} AS stage,
         ${shownSinceSql(now)} AS stage_since, c.offer_deadline,
         c.assignee_id::text AS assignee_id, st.name AS assignee_name,
         EXISTS (SELECT 1 FROM desk_duplicates d WHERE d.case_id = c.id) AS duplicate,
         c.awaiting_files AS files_missing,
         ${attentionSql(now)} AS attention
       FROM (SELECT c.* FROM desk_cases c ${where} ${order} LIMIT ${limit} OFFSET ${offset}) c
         LEFT JOIN desk_staff st ON st.id = c.assignee_id
       ${order}`,
      params,
    ),
    db.query<{ n: string | number }>(`SELECT count(*) AS n FROM desk_cases c ${where}`, filterParams),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    total,
    rows: rows.map((row) => ({
      caseId: row.id,
      submissionId: row.submission_id,
      applicantIndex: Number(row.applicant_index),
      reference: row.reference,
      kind: row.kind,
      receivedAt: toIso(row.received_at)!,
      childName: row.child_name,
      parentName: row.parent_name,
      year: row.year,
      stage: row.stage,
      stageSince: toIso(row.stage_since)!,
      ...(row.offer_deadline ? { offerDeadline: toIso(row.offer_deadline) } : {}),
      assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
      duplicate: row.duplicate,
      filesMissing: row.files_missing,
      attention: row.attention,
    })),
  };
}
