// Moving a case on: the stages the signed-in role may choose from here (the state machine's
// answer, from the server), with the assessment's date and time, or the offer's deadline, and a
// note for the history. From a booked assessment it says that the move cancels a slot still to
// come (docs/assessment.md). Refusals are worded; a case someone else moved meanwhile is reloaded.

import { useState, type FormEvent } from 'react';
import type { Stage } from '../../shared/admissions/stages';
import { MAX_MOVE_NOTE, type CaseDetail } from '../../shared/contracts/desk-cases';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';

export function MoveForm({ item, onDone }: { item: CaseDetail; onDone: () => void }) {
  const t = useDeskT();
  const [to, setTo] = useState<Stage | ''>(item.next[0] ?? '');
  const [problem, setProblem] = useState<DeskMessageId>();
  const [busy, setBusy] = useState(false);
  if (item.next.length === 0) return null;
  const id = (name: string) => `move-${item.id}-${name}`;
  const cancelsSlot = item.stage === 'assessment-booked';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!to) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(undefined);
    try {
      const field = (name: string) => String(form.get(name) ?? '') || undefined;
      await api.cases.move(item.id, {
        to,
        expectedStage: item.stage,
        note: field('note'),
        assessmentAt: field('assessmentAt'),
        deadline: field('deadline'),
      });
      onDone();
    } catch (error) {
      const code = error instanceof DeskError ? error.code : 'server';
      setProblem(
        (['conflict', 'forbidden', 'no-secret', 'deadline', 'assessment', 'too-long', 'invalid-characters'].includes(
          code,
        )
          ? `desk.move.error.${code}`
          : 'desk.error.server') as DeskMessageId,
      );
      if (code === 'conflict') onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="desk-move" onSubmit={(event) => void submit(event)}>
      <div className="desk-field">
        <label htmlFor={id('to')}>{t('desk.move.to')}</label>
        <select
          id={id('to')}
          value={to}
          onChange={(event) => setTo(event.target.value as typeof to)}
          aria-describedby={cancelsSlot ? id('slot-hint') : undefined}
        >
          {item.next.map((stage) => (
            <option key={stage} value={stage}>
              {t(`desk.stage.${stage}` as DeskMessageId)}
            </option>
          ))}
        </select>
        {cancelsSlot ? (
          <p id={id('slot-hint')} className="desk-hint">
            {t('desk.move.assessmentCancels')}
          </p>
        ) : null}
      </div>
      {to === 'assessment-booked' ? (
        <div className="desk-field">
          <label htmlFor={id('when')}>{t('desk.move.assessmentAt')}</label>
          <input id={id('when')} name="assessmentAt" type="datetime-local" />
        </div>
      ) : null}
      {to === 'offer-made' ? (
        <div className="desk-field">
          <label htmlFor={id('deadline')}>{t('desk.move.deadline')}</label>
          <input id={id('deadline')} name="deadline" type="date" aria-describedby={id('deadline-hint')} />
          <p id={id('deadline-hint')} className="desk-hint">
            {t('desk.move.deadlineHint')}
          </p>
        </div>
      ) : null}
      <div className="desk-field desk-field--wide">
        <label htmlFor={id('note')}>{t('desk.move.note')}</label>
        <textarea id={id('note')} name="note" maxLength={MAX_MOVE_NOTE} rows={2} />
      </div>
      {problem ? (
        <p className="desk-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
      <div className="desk-form__actions">
        <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
          {to === 'offer-made' ? t('desk.move.offer') : t('desk.move.submit')}
        </button>
      </div>
    </form>
  );
}
