// The desk list's filters, read from a query string and turned into one SQL WHERE clause with its
// parameters: kind, stage, year, dates received (school days), assignee, "needs attention" and a
// search by reference or name in any script. The list, the CSV export and the charts' links share
// it, so a bar of a chart opens exactly the cases it counted.

import { allStages, admissionYears, type Stage } from '../../../src/shared/admissions/stages';
import { formKinds } from '../../../src/shared/records';
import { endOfSchoolDay } from '../dates';
import { UUID } from '../db';
import { searchTerms } from '../names';

export const SORTS = ['received', 'reference', 'name', 'stage', 'year'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListFilters {
  kind?: string;
  stage?: Stage;
  year?: string;
  /** School days, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  attention?: boolean;
  /** 'me', 'none' or a staff id. */
  assignee?: string;
  q?: string;
}

export interface ListQuery extends ListFilters {
  sort: Sort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [25, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a query string; unknown values are dropped (the desk shows the list unfiltered). */
export function readFilters(params: URLSearchParams): ListFilters {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const kind = get('kind');
  const stage = get('stage');
  const year = get('year');
  const from = get('from');
  const to = get('to');
  const assignee = get('assignee');
  return {
    ...(kind && (formKinds as readonly string[]).includes(kind) ? { kind } : {}),
    ...(stage && (allStages as readonly string[]).includes(stage) ? { stage: stage as Stage } : {}),
    ...(year && (admissionYears as readonly string[]).includes(year) ? { year } : {}),
    ...(from && DAY.test(from) && endOfSchoolDay(from) ? { from } : {}),
    ...(to && DAY.test(to) && endOfSchoolDay(to) ? { to } : {}),
    ...(get('attention') === '1' ? { attention: true } : {}),
    ...(assignee && (assignee === 'me' || assignee === 'none' || UUID.test(assignee)) ? { assignee } : {}),
    ...(get('q') ? { q: get('q')!.slice(0, 100) } : {}),
  };
}

export function readListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get('sort');
  const size = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  return {
    ...readFilters(params),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'received',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: PAGE_SIZES.includes(size) ? size : 25,
  };
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Needs attention": a possible duplicate, files still missing, an offer ending within 3 days, or
 * a case left at "received" for more than 7 days. Of one row: an index lookup of its duplicates;
 * over every case (`filter`, the WHERE clause): the duplicates read once as a set. Whether files
 * are missing is the case's own column (written when the intake stores and completes it). */
export function attentionSql(now: string, form: 'row' | 'filter' = 'row'): string {
  const duplicate =
    form === 'row'
      ? 'EXISTS (SELECT 1 FROM desk_duplicates d WHERE d.case_id = c.id)'
      : 'c.id IN (SELECT d.case_id FROM desk_duplicates d)';
  return `(${duplicate}
    OR c.awaiting_files
    OR (c.stage = 'offer-made' AND c.offer_deadline >= ${now}::timestamptz
        AND c.offer_deadline < ${now}::timestamptz + interval '3 days')
    OR (c.stage = 'received' AND c.stage_since < ${now}::timestamptz - interval '7 days'))`;
}

/**
 * The cases shown at `stage`: an offer past its deadline counts as expired before the sweep moves
 * it (offer-links.ts, shownStage).
 */
function stageClause(stage: Stage, now: () => string, add: (value: unknown) => string): string {
  if (stage === 'offer-made')
    return `(c.stage = 'offer-made' AND (c.offer_deadline IS NULL OR c.offer_deadline >= ${now()}::timestamptz))`;
  if (stage === 'offer-expired')
    return `(c.stage = 'offer-expired' OR (c.stage = 'offer-made' AND c.offer_deadline < ${now()}::timestamptz))`;
  return `c.stage = ${add(stage)}`;
}

/** The stage each row shows at parameter `now` (stageClause's rule, as a column). */
export const shownStageSql = (now: string) =>
  `CASE WHEN c.stage = 'offer-made' AND c.offer_deadline < ${now}::timestamptz THEN 'offer-expired' ELSE c.stage END`;
export const shownSinceSql = (now: string) =>
  `CASE WHEN c.stage = 'offer-made' AND c.offer_deadline < ${now}::timestamptz THEN c.offer_deadline ELSE c.stage_since END`;

/** WHERE clause (over `desk_cases c` alone) and its parameters. */
export function whereOf(filters: ListFilters, context: { now: Date; staffId: string }) {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const clauses: string[] = [];
  if (filters.kind) clauses.push(`c.kind = ${add(filters.kind)}`);
  if (filters.stage) clauses.push(stageClause(filters.stage, () => add(context.now.toISOString()), add));
  if (filters.year) clauses.push(`c.year = ${add(filters.year)}`);
  if (filters.from) {
    const start = new Date(endOfSchoolDay(filters.from)!.getTime() + 1 - DAY_MS);
    clauses.push(`c.received_at >= ${add(start.toISOString())}`);
  }
  if (filters.to) clauses.push(`c.received_at <= ${add(endOfSchoolDay(filters.to)!.toISOString())}`);
  if (filters.assignee === 'none') clauses.push('c.assignee_id IS NULL');
  else if (filters.assignee)
    clauses.push(`c.assignee_id = ${add(filters.assignee === 'me' ? context.staffId : filters.assignee)}`);
  if (filters.attention) clauses.push(attentionSql(add(context.now.toISOString()), 'filter'));
  const terms = filters.q ? searchTerms(filters.q) : [];
  if (terms.length)
    clauses.push(`(${terms.map((term) => `c.search_text LIKE ${add(likePattern(term))} ESCAPE '\\'`).join(' OR ')})`);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, add };
}

const STAGE_ORDER = `array_position(ARRAY[${allStages.map((s) => `'${s}'`).join(',')}]::text[], c.stage)`;
const YEAR_ORDER = `array_position(ARRAY[${admissionYears.map((y) => `'${y}'`).join(',')}]::text[], c.year)`;

export function orderOf(query: Pick<ListQuery, 'sort' | 'dir'>): string {
  const dir = query.dir === 'asc' ? 'ASC' : 'DESC';
  const first = {
    received: `c.received_at ${dir}`,
    reference: `c.reference ${dir}`,
    name: `lower(c.child_name) ${dir}`,
    stage: `${STAGE_ORDER} ${dir}`,
    year: `${YEAR_ORDER} ${dir} NULLS LAST`,
  }[query.sort];
  return `ORDER BY ${first}, c.reference ${dir}, c.applicant_index`;
}
