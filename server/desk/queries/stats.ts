// The desk's first page in figures: applications per stage (the funnel, in the process's order),
// per year against the places the school has (DESK_PLACES), and per month this year against last
// year. Applications only (the other kinds are not admissions); counted per child. Beside them,
// what the intake keeps of families' unsent drafts: safe copies, a number and opaque bytes.

import { admissionYears, applicationStages } from '../../../src/shared/admissions/stages';
import type { StatsAnswer } from '../../../src/shared/contracts/desk-cases';
import type { SqlQueries } from '../db';
import { schoolDayOf } from '../dates';

export async function stats(
  db: SqlQueries,
  now: Date,
  places: Partial<Record<string, number>>,
  safeCopies: StatsAnswer['safeCopies'],
): Promise<StatsAnswer> {
  const from = schoolDayOf(new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000));
  const since = new Date(`${from}T00:00:00+07:00`).toISOString();
  const byStage = await db.query<{ stage: string; n: string | number }>(
    `SELECT stage, count(*) AS n FROM desk_cases WHERE kind = 'application' AND received_at >= $1 GROUP BY stage`,
    [since],
  );
  const byYear = await db.query<{ year: string; open: string | number; accepted: string | number }>(
    `SELECT year, count(*) FILTER (WHERE ended_at IS NULL) AS open,
       count(*) FILTER (WHERE stage = 'offer-accepted') AS accepted
     FROM desk_cases WHERE kind = 'application' AND year IS NOT NULL AND received_at >= $1 GROUP BY year`,
    [since],
  );
  const thisYear = Number(schoolDayOf(now).slice(0, 4));
  const byMonth = await db.query<{ y: number | string; m: number | string; n: string | number }>(
    `SELECT extract(year FROM received_at AT TIME ZONE 'Asia/Bangkok') AS y,
       extract(month FROM received_at AT TIME ZONE 'Asia/Bangkok') AS m, count(*) AS n
     FROM desk_cases WHERE kind = 'application' AND received_at >= $1 GROUP BY 1, 2`,
    [new Date(`${thisYear - 1}-01-01T00:00:00+07:00`).toISOString()],
  );
  const count = (value: string | number | undefined) => Number(value ?? 0);
  return {
    from,
    thisYear,
    stages: applicationStages.map((stage) => ({ stage, count: count(byStage.find((r) => r.stage === stage)?.n) })),
    years: admissionYears.map((year) => {
      const row = byYear.find((r) => r.year === year);
      return { year, open: count(row?.open), accepted: count(row?.accepted), places: places[year] ?? null };
    }),
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      thisYear: count(byMonth.find((r) => Number(r.y) === thisYear && Number(r.m) === i + 1)?.n),
      lastYear: count(byMonth.find((r) => Number(r.y) === thisYear - 1 && Number(r.m) === i + 1)?.n),
    })),
    safeCopies,
  };
}
