// The money part of the overview (docs/fees.md): children offered a place, those who accepted and
// those whose admissions fee and deposit are paid, those enrolled (docs/enrolment.md), and the money still to come on live invoices,
// not yet due and past due.

import { useEffect, useState } from 'react';
import type { MoneyStats } from '../../shared/contracts/desk-money';
import { api } from '../api';
import { useBaht } from '../detail/baht';
import { useDeskT } from '../messages';

export function MoneyFigures() {
  const t = useDeskT();
  const baht = useBaht();
  const [stats, setStats] = useState<MoneyStats>();
  useEffect(() => {
    api.stats.money().then(setStats, () => setStats(undefined));
  }, []);
  if (!stats) return null;
  const steps = [
    ['offers', stats.offers],
    ['accepted', stats.accepted],
    ['paid', stats.paid],
    ['enrolled', stats.enrolled],
  ] as const;
  return (
    <section className="desk-card desk-money" aria-labelledby="money-title">
      <h2 id="money-title">{t('desk.overview.money')}</h2>
      <ol className="desk-money__steps">
        {steps.map(([key, value]) => (
          <li key={key}>
            <strong>{value}</strong> {t(`desk.overview.money.${key}`)}
          </li>
        ))}
      </ol>
      <dl className="desk-money__due">
        <div>
          <dt>{t('desk.overview.money.due', { count: stats.dueCount })}</dt>
          <dd>{baht(stats.due)}</dd>
        </div>
        <div className={stats.overdue > 0 ? 'desk-money__overdue' : undefined}>
          <dt>{t('desk.overview.money.overdue', { count: stats.overdueCount })}</dt>
          <dd>{baht(stats.overdue)}</dd>
        </div>
      </dl>
    </section>
  );
}
