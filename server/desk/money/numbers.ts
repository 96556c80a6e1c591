// Document numbers: `INV-2026-0001`, `CN-2026-0001`, `RC-2026-0001`, each series running per
// school year without gaps. The next number comes from the series' counter row, taken by an UPSERT
// in the issuing transaction: the row stays locked until that transaction ends, so two officers
// issuing at once get consecutive numbers, and a transaction that rolls back gives its number back
// (a sequence would not).

import { invoicing } from '../../../src/shared/fees';
import { schoolDayOf } from '../dates';
import type { SqlQueries } from '../db';

export type Series = 'INV' | 'CN' | 'RC';

/** The year a school year starts in (1 August at the school): March 2027 is in 2026's. */
export function schoolYearOf(at: Date): number {
  const [year, month] = schoolDayOf(at).split('-').map(Number) as [number, number];
  return month >= invoicing.schoolYearStartMonth ? year : year - 1;
}

export interface Numbered {
  number: string;
  schoolYear: number;
  seq: number;
}

/** Takes the next number of `series` for the school year of `at`, inside transaction `tx`. */
export async function nextNumber(tx: SqlQueries, series: Series, at: Date): Promise<Numbered> {
  const schoolYear = schoolYearOf(at);
  const [row] = await tx.query<{ last: number }>(
    `INSERT INTO desk_money_counters (series, school_year, last) VALUES ($1, $2, 1)
     ON CONFLICT (series, school_year) DO UPDATE SET last = desk_money_counters.last + 1 RETURNING last`,
    [series, schoolYear],
  );
  const seq = Number(row!.last);
  return { number: `${series}-${schoolYear}-${String(seq).padStart(4, '0')}`, schoolYear, seq };
}
