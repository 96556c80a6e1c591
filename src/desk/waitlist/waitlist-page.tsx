// The desk's waiting list (docs/assessment.md, "The waiting list"): each year's list in order with
// where each child stood before, the places taken against the year's places and, when one is
// free, the first child proposed; staff who may move cases put a child at another position with
// a note (each move recorded, shown below with its note). Read-only staff see the lists alone.

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { WaitlistAnswer, WaitlistYear } from '../../shared/contracts/desk-waitlist';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useTitle } from '../use-title';

const problemOf = (error: unknown): DeskMessageId => {
  const code = error instanceof DeskError ? error.code : 'server';
  if (['empty', 'too-long', 'invalid-position', 'forbidden', 'invalid-characters'].includes(code))
    return `desk.waitlist.error.${code}` as DeskMessageId;
  return code === 'network' ? 'desk.error.network' : 'desk.error.server';
};

function YearList({ list, canChange, onMove }: { list: WaitlistYear; canChange: boolean; onMove: () => void }) {
  const t = useDeskT();
  const [problem, setProblem] = useState<DeskMessageId>();
  const proposed = list.rows.find((row) => row.caseId === list.proposal);
  const move = (caseId: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setProblem(undefined);
    void api.waitlist
      .reorder({ caseId, position: Number(data.get('position')), note: String(data.get('note') ?? '') })
      .then(onMove, (error: unknown) => setProblem(problemOf(error)));
  };
  const heading = `waitlist-${list.year}`;
  return (
    <section className="desk-card" aria-labelledby={heading}>
      <h2 id={heading}>{t(`desk.year.${list.year}` as DeskMessageId)}</h2>
      <p>
        {list.places === null
          ? t('desk.waitlist.noPlaces')
          : t('desk.waitlist.places', { taken: list.taken, places: list.places })}
      </p>
      {proposed ? (
        <p role="status" className="desk-proposal">
          {t('desk.waitlist.proposal')}{' '}
          <Link to={`/applications/${proposed.submissionId}`}>
            {proposed.childName} ({proposed.reference})
          </Link>
        </p>
      ) : null}
      {problem ? (
        <p className="desk-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
      <table className="desk-table">
        <caption className="visually-hidden">{t(`desk.year.${list.year}` as DeskMessageId)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.waitlist.position')}</th>
            <th scope="col">{t('desk.assessment.child')}</th>
            <th scope="col">{t('desk.waitlist.before')}</th>
            {canChange ? <th scope="col">{t('desk.waitlist.move')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.caseId}>
              <td>{row.position}</td>
              <td>
                <Link to={`/applications/${row.submissionId}`}>{row.childName}</Link> ({row.reference})
                {row.sibling ? ` · ${t('desk.waitlist.sibling')}` : ''}
              </td>
              <td>{row.previous ?? '—'}</td>
              {canChange ? (
                <td>
                  <form className="desk-inline" onSubmit={move(row.caseId)}>
                    <label htmlFor={`pos-${row.caseId}`}>{t('desk.waitlist.to', { name: row.childName })}</label>
                    <input id={`pos-${row.caseId}`} name="position" type="number" min={1} required />
                    <label htmlFor={`note-${row.caseId}`}>{t('desk.waitlist.note')}</label>
                    <input id={`note-${row.caseId}`} name="note" required maxLength={2000} autoComplete="off" />
                    <button type="submit" className="desk-button">
                      {t('desk.waitlist.move')}
                    </button>
                  </form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function WaitlistPage() {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const [answer, setAnswer] = useState<WaitlistAnswer>();
  const [failed, setFailed] = useState(false);
  useTitle(t('desk.nav.waitlist'));
  const load = useCallback(() => void api.waitlist.get().then(setAnswer, () => setFailed(true)), []);
  useEffect(load, [load]);
  return (
    <>
      <h1>{t('desk.nav.waitlist')}</h1>
      {failed ? (
        <p className="desk-error" role="alert">
          {t('desk.error.server')}
        </p>
      ) : null}
      {answer && answer.years.length === 0 ? <p>{t('desk.waitlist.empty')}</p> : null}
      {answer?.years.map((list) => (
        <YearList key={list.year} list={list} canChange={staff.role !== 'readonly'} onMove={load} />
      ))}
      {answer && answer.moves.length > 0 ? (
        <section className="desk-card" aria-labelledby="waitlist-moves">
          <h2 id="waitlist-moves">{t('desk.waitlist.moves')}</h2>
          <ul>
            {answer.moves.map((m, i) => (
              <li key={i}>
                {intl.formatDate(m.at, { dateStyle: 'medium', timeStyle: 'short' })} · {m.actor} ·{' '}
                {t('desk.waitlist.moved', { name: m.childName, from: m.from, to: m.to })}: {m.note}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
