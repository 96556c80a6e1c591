// The CSV export of the desk's filtered list (every row, not a page), safe to open in a
// spreadsheet: csv-stringify with `escape_formulas` prefixes any cell starting with = + - @ or a
// tab/carriage return with a quote, so a name like "=HYPERLINK(...)" stays text. UTF-8 with a BOM
// so Excel reads Thai, Cyrillic and Chinese names correctly.

import { stringify } from 'csv-stringify/sync';
import { toIso, type DbTime, type SqlQueries } from '../db';
import { LIST_FROM } from './list';
import { orderOf, shownSinceSql, shownStageSql, whereOf, type ListFilters } from './filters';

const HEADER = [
  'reference',
  'kind',
  'received',
  'child',
  'date of birth',
  'year',
  'stage',
  'since',
  'offer deadline',
  'assignee',
  'parents',
  'e-mail',
];

interface Row {
  reference: string;
  kind: string;
  received_at: DbTime;
  child_name: string;
  date_of_birth: string | null;
  year: string | null;
  stage: string;
  stage_since: DbTime;
  offer_deadline: DbTime | null;
  assignee_name: string | null;
  parent_name: string;
  emails: string;
}

/** The CSV text of every case matching `filters`, and how many rows it holds. */
export async function exportCsv(
  db: SqlQueries,
  filters: ListFilters,
  context: { now: Date; staffId: string },
): Promise<{ csv: string; rows: number }> {
  const { where, params, add } = whereOf(filters, context);
  const now = add(context.now.toISOString());
  const rows = await db.query<Row>(
    `SELECT c.reference, c.kind, c.received_at, c.child_name, c.date_of_birth, c.year, ${shownStageSql(now)} AS stage,
       ${shownSinceSql(now)} AS stage_since, c.offer_deadline, st.name AS assignee_name, c.parent_name, c.emails
     ${LIST_FROM} ${where} ${orderOf({ sort: 'received', dir: 'asc' })}`,
    params,
  );
  const records = rows.map((row) => [
    row.reference,
    row.kind,
    toIso(row.received_at),
    row.child_name,
    row.date_of_birth ?? '',
    row.year ?? '',
    row.stage,
    toIso(row.stage_since),
    toIso(row.offer_deadline) ?? '',
    row.assignee_name ?? '',
    row.parent_name,
    row.emails,
  ]);
  const csv = stringify([HEADER, ...records], { escape_formulas: true, bom: true, record_delimiter: 'windows' });
  return { csv, rows: records.length };
}
