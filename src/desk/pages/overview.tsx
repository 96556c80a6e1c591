// The desk's first page: a picture of the intake over the last twelve months. Applications per
// stage (the funnel, in the order of the process), per year against the places the school has,
// and per month this year against last year. Every bar opens the list of what it counts. Below,
// the safe copies of unsent drafts the server keeps for families (a number and bytes, nothing
// more) and the money: offers, accepted, paid, and what is due and overdue (overview-money.tsx).

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { applicationStages } from '../../shared/admissions/stages';
import type { StatsAnswer } from '../../shared/contracts/desk-cases';
import { api } from '../api';
import { BarChart, type BarRow } from '../charts/bar-chart';
import { useDeskT, type DeskMessageId } from '../messages';
import { useTitle } from '../use-title';
import { MoneyFigures } from './overview-money';

const list = (params: Record<string, string>) =>
  `/applications?${new URLSearchParams({ kind: 'application', ...params })}`;

function monthRange(year: number, month: number) {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

export function OverviewPage() {
  const t = useDeskT();
  const intl = useIntl();
  const [stats, setStats] = useState<StatsAnswer>();
  const [failed, setFailed] = useState(false);
  useTitle(t('desk.nav.overview'));
  useEffect(() => {
    api.stats.get().then(setStats, () => setFailed(true));
  }, []);
  if (failed)
    return (
      <p className="desk-error" role="alert">
        {t('desk.error.server')}
      </p>
    );
  if (!stats) return <p role="status">{t('desk.loading')}</p>;

  const stage = (s: string) => t(`desk.stage.${s}` as DeskMessageId);
  const year = (y: string) => t(`desk.year.${y}` as DeskMessageId);
  const funnel: BarRow[] = applicationStages.map((s) => {
    const count = stats.stages.find((row) => row.stage === s)?.count ?? 0;
    return {
      key: s,
      label: stage(s),
      bars: [
        { value: count, tone: 'primary', to: list({ stage: s, from: stats.from }), label: `${stage(s)}: ${count}` },
      ],
    };
  });
  const years: BarRow[] = stats.years.map((row) => ({
    key: row.year,
    label: year(row.year),
    bars: [
      {
        value: row.open,
        tone: 'primary',
        to: list({ year: row.year, from: stats.from }),
        label: t('desk.overview.openIn', { year: year(row.year), count: row.open }),
      },
      {
        value: row.accepted,
        tone: 'secondary',
        to: list({ year: row.year, stage: 'offer-accepted', from: stats.from }),
        label: t('desk.overview.acceptedIn', { year: year(row.year), count: row.accepted }),
      },
    ],
    ...(row.places !== null
      ? { marker: { value: row.places, label: t('desk.overview.places', { count: row.places }) } }
      : {}),
  }));
  const months: BarRow[] = stats.months.map((row) => {
    const name = intl.formatDate(new Date(Date.UTC(2000, row.month - 1, 15)), { month: 'long', timeZone: 'UTC' });
    return {
      key: String(row.month),
      label: name,
      bars: [
        {
          value: row.thisYear,
          tone: 'primary',
          to: list(monthRange(stats.thisYear, row.month)),
          label: `${name} ${stats.thisYear}: ${row.thisYear}`,
        },
        {
          value: row.lastYear,
          tone: 'secondary',
          to: list(monthRange(stats.thisYear - 1, row.month)),
          label: `${name} ${stats.thisYear - 1}: ${row.lastYear}`,
        },
      ],
    };
  });

  return (
    <>
      <h1>{t('desk.nav.overview')}</h1>
      <p className="desk-hint">
        {t('desk.overview.period', { from: intl.formatDate(stats.from, { dateStyle: 'long' }) })}
      </p>
      <div className="desk-charts">
        <figure className="desk-card">
          <figcaption>{t('desk.overview.funnel')}</figcaption>
          <BarChart rows={funnel} title={t('desk.overview.funnel')} />
        </figure>
        <figure className="desk-card">
          <figcaption>{t('desk.overview.years')}</figcaption>
          <p className="desk-legend">
            <span className="desk-legend__primary">{t('desk.overview.legend.open')}</span>
            <span className="desk-legend__secondary">{t('desk.overview.legend.accepted')}</span>
            <span className="desk-legend__marker">{t('desk.overview.legend.places')}</span>
          </p>
          <BarChart rows={years} title={t('desk.overview.years')} />
        </figure>
        <figure className="desk-card">
          <figcaption>{t('desk.overview.months')}</figcaption>
          <p className="desk-legend">
            <span className="desk-legend__primary">{stats.thisYear}</span>
            <span className="desk-legend__secondary">{stats.thisYear - 1}</span>
          </p>
          <BarChart rows={months} title={t('desk.overview.months')} />
        </figure>
      </div>
      <section className="desk-card" aria-labelledby="desk-copies">
        <h2 id="desk-copies">{t('desk.overview.copies')}</h2>
        <p>
          {t('desk.overview.copiesCount', {
            count: stats.safeCopies.count,
            size: intl.formatNumber(stats.safeCopies.bytes / (1024 * 1024), {
              style: 'unit',
              unit: 'megabyte',
              maximumFractionDigits: 1,
            }),
          })}
        </p>
        <p className="desk-hint">{t('desk.overview.copiesHint')}</p>
      </section>
      <MoneyFigures />
    </>
  );
}
