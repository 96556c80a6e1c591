// The desk's list, its CSV export, the moves and assignments of its cases, and the first page's
// figures. Reading the list, like every view of applications, is audited (the filters, without the
// words searched for).

import { Hono, type Context } from 'hono';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { exportCsv } from '../queries/csv';
import { readFilters, readListQuery, type ListFilters } from '../queries/filters';
import { listCases } from '../queries/list';
import { stats } from '../queries/stats';
import { schoolDayOf } from '../dates';
import type { ListAnswer } from '../../../src/shared/contracts/desk-cases';
import { requireStaff, type DeskEnv } from './guard';
import { moveRoutes } from './move-routes';

/** The filters as the audit log keeps them: no search words (they may be a name). */
const auditedFilters = (filters: ListFilters) => {
  const { q, ...rest } = filters;
  return { ...rest, search: Boolean(q) } as Record<string, string | boolean>;
};

export function caseRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { db } = deps;
  app.use('*', requireStaff(deps));
  const params = (c: Context) => new URL(c.req.url).searchParams;

  app.get('/', async (c) => {
    const staff = c.get('staff');
    const query = readListQuery(params(c));
    const now = deps.now();
    const result = await listCases(db, query, { now, staffId: staff.id });
    await audit(db, now, {
      actor: { id: staff.id, label: staff.email },
      action: 'list.viewed',
      detail: { ...auditedFilters(query), page: query.page, rows: result.rows.length },
      ip: deps.clientIp(c),
    });
    return c.json({ ...result, page: query.page, pageSize: query.pageSize } satisfies ListAnswer);
  });

  app.get('/export', async (c) => {
    const staff = c.get('staff');
    const filters = readFilters(params(c));
    const now = deps.now();
    const { csv, rows } = await exportCsv(db, filters, { now, staffId: staff.id });
    await audit(db, now, {
      actor: { id: staff.id, label: staff.email },
      action: 'export.csv',
      detail: { ...auditedFilters(filters), rows },
      ip: deps.clientIp(c),
    });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="admissions-${schoolDayOf(now)}.csv"`,
    });
  });

  app.route('/', moveRoutes(deps));
  return app;
}

/** The figures of the desk's first page. */
export function statsRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  app.get('/', requireStaff(deps), async (c) =>
    c.json(await stats(deps.db, deps.now(), deps.config.places, await deps.records.safeCopies())),
  );
  return app;
}
