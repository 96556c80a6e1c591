// Booking for a family who phones: the cases waiting for an assessment (or holding one), and the
// slots of the days shown with a free place for the child's year; book (or move) there, or cancel
// the child's booking. The family is e-mailed as if it had done it itself.

import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BookableCase, DeskSlot } from '../../shared/contracts/desk-assessment';
import { api } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';

const SCHOOL_TIME = { timeZone: 'Asia/Bangkok' } as const;

export function BookForm(props: {
  slots: DeskSlot[];
  onDone: (message: DeskMessageId) => void;
  onProblem: (error: unknown) => void;
}) {
  const t = useDeskT();
  const intl = useIntl();
  const [cases, setCases] = useState<BookableCase[]>([]);
  const [caseId, setCaseId] = useState('');
  const [slotId, setSlotId] = useState('');
  const [busy, setBusy] = useState(false);
  const { slots, onDone, onProblem } = props;
  useEffect(() => {
    void api.assessment.cases().then((answer) => setCases(answer.cases), onProblem);
  }, [slots, onProblem]);
  const chosen = cases.find((c) => c.caseId === caseId);
  const free = slots.filter(
    (slot) =>
      chosen?.year &&
      slot.years.includes(chosen.year) &&
      slot.bookings.length < slot.capacity &&
      slot.id !== chosen.slotId,
  );
  const run = (work: () => Promise<{ done: 'booked' | 'moved' | 'cancelled' }>) => {
    setBusy(true);
    void work()
      .then(
        (answer) => onDone(`desk.assessment.done.${answer.done}`),
        (error: unknown) => onProblem(error),
      )
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(() => api.assessment.book({ caseId, slotId }));
  };
  return (
    <form className="desk-card desk-filters" onSubmit={submit} aria-labelledby="book-title">
      <h2 id="book-title">{t('desk.assessment.book')}</h2>
      <p className="desk-hint desk-field--wide">{t('desk.assessment.bookHint')}</p>
      <div className="desk-field">
        <label htmlFor="book-case">{t('desk.assessment.child')}</label>
        <select id="book-case" value={caseId} onChange={(e) => setCaseId(e.target.value)} required>
          <option value="" />
          {cases.map((c) => (
            <option key={c.caseId} value={c.caseId}>
              {c.childName} · {c.reference} · {c.year ? t(`desk.year.${c.year}` as DeskMessageId) : ''} ·{' '}
              {t(`desk.stage.${c.stage}` as DeskMessageId)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="book-slot">{t('desk.assessment.slot')}</label>
        <select id="book-slot" value={slotId} onChange={(e) => setSlotId(e.target.value)} required>
          <option value="" />
          {free.map((slot) => (
            <option key={slot.id} value={slot.id}>
              {intl.formatDate(slot.startsAt, { dateStyle: 'medium', timeStyle: 'short', ...SCHOOL_TIME })} ·{' '}
              {slot.assessor}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
        {t('desk.assessment.bookSubmit')}
      </button>
      {chosen?.slotId ? (
        <button
          type="button"
          className="desk-button desk-button--ghost"
          disabled={busy}
          onClick={() => run(() => api.assessment.cancel({ caseId }))}
        >
          {t('desk.assessment.cancelSubmit')}
        </button>
      ) : null}
    </form>
  );
}
