// The desk's assessments page (docs/assessment.md): a run of days from a chosen one, each with its
// assessments per assessor and who holds each place; for staff who may change things, the forms
// that publish a day's slots, block a day and book for a family who phones. Read-only staff see
// the days alone.

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { SlotsAnswer } from '../../shared/contracts/desk-assessment';
import { addDays, schoolDay } from '../../shared/dates';
import { api } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useTitle } from '../use-title';
import { BookForm } from './book-form';
import { DaySchedule } from './day-schedule';
import { problemOf } from './problem';
import { PublishForm } from './publish-form';

type Note = { id: DeskMessageId; values?: Record<string, number>; alert: boolean };

export function AssessmentsPage() {
  const t = useDeskT();
  const { staff } = useStaff();
  const canChange = staff.role !== 'readonly';
  const [range, setRange] = useState({ from: schoolDay(new Date()), days: 7 });
  const [answer, setAnswer] = useState<SlotsAnswer>();
  const [note, setNote] = useState<Note>();
  useTitle(t('desk.nav.assessments'));
  const load = useCallback(() => {
    void api.assessment
      .slots(range.from, range.days)
      .then(setAnswer, (error: unknown) => setNote({ id: problemOf(error), alert: true }));
  }, [range]);
  useEffect(load, [load]);
  const problem = useCallback((error: unknown) => setNote({ id: problemOf(error), alert: true }), []);
  const done = (id: DeskMessageId, values?: Record<string, number>) => {
    setNote({ id, values, alert: false });
    load();
  };
  const attempt = (work: Promise<void>) => void work.then(() => load(), problem);

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '') || range.from;
    setRange({ from, days: Math.min(31, Math.max(1, Number(data.get('days')) || 7)) });
  };
  const block = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    attempt(api.assessment.block({ day: String(data.get('day') ?? ''), note: String(data.get('note') ?? '') }));
  };

  const days = Array.from({ length: answer?.days ?? 0 }, (_, i) => addDays(answer!.from, i));
  const shown = days.filter(
    (day) =>
      answer!.blocked.some((b) => b.day === day) || answer!.slots.some((s) => schoolDay(new Date(s.startsAt)) === day),
  );
  return (
    <>
      <h1>{t('desk.nav.assessments')}</h1>
      {note ? (
        <p className={note.alert ? 'desk-error' : 'desk-card'} role={note.alert ? 'alert' : 'status'}>
          {t(note.id, note.values)}
        </p>
      ) : null}
      <form className="desk-card desk-filters" onSubmit={show}>
        <div className="desk-field">
          <label htmlFor="range-from">{t('desk.assessment.from')}</label>
          <input id="range-from" name="from" type="date" defaultValue={range.from} />
        </div>
        <div className="desk-field">
          <label htmlFor="range-days">{t('desk.assessment.days')}</label>
          <input id="range-days" name="days" type="number" min={1} max={31} defaultValue={range.days} />
        </div>
        <button type="submit" className="desk-button">
          {t('desk.assessment.show')}
        </button>
      </form>
      {answer && shown.length === 0 ? <p>{t('desk.assessment.none')}</p> : null}
      {shown.map((day) => (
        <DaySchedule
          key={day}
          day={day}
          slots={answer!.slots.filter((s) => schoolDay(new Date(s.startsAt)) === day)}
          blocked={answer!.blocked.find((b) => b.day === day)}
          canChange={canChange}
          onWithdraw={(id) => attempt(api.assessment.withdraw(id))}
          onUnblock={(d) => attempt(api.assessment.unblock(d))}
        />
      ))}
      {canChange ? (
        <>
          <BookForm slots={answer?.slots ?? []} onDone={(id) => done(id)} onProblem={problem} />
          <PublishForm onDone={(count) => done('desk.assessment.published', { count })} onProblem={problem} />
          <form className="desk-card desk-filters" onSubmit={block} aria-labelledby="block-title">
            <h2 id="block-title">{t('desk.assessment.block')}</h2>
            <div className="desk-field">
              <label htmlFor="block-day">{t('desk.assessment.day')}</label>
              <input id="block-day" name="day" type="date" required />
            </div>
            <div className="desk-field">
              <label htmlFor="block-note">{t('desk.assessment.note')}</label>
              <input id="block-note" name="note" maxLength={200} autoComplete="off" />
            </div>
            <button type="submit" className="desk-button">
              {t('desk.assessment.blockSubmit')}
            </button>
          </form>
        </>
      ) : null}
    </>
  );
}
