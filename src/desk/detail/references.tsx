// A case's references from previous schools, on the desk's detail (docs/assessment.md,
// "References"): each request with its state and, once the teacher answered, the answers under
// the school's questions; staff who may change things ask a teacher of a school the family listed.
// Confidential: shown here only, never to the family. Reading them is audited on the server.

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { referenceQuestions, type ReferencesAnswer } from '../../shared/contracts/references';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';

const problemOf = (error: unknown): DeskMessageId => {
  const code = error instanceof DeskError ? error.code : 'server';
  if (['invalid-school', 'invalid-email', 'forbidden'].includes(code))
    return `desk.reference.error.${code}` as DeskMessageId;
  return code === 'network' ? 'desk.error.network' : 'desk.error.server';
};

export function References({ caseId, name }: { caseId: string; name: string }) {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const [answer, setAnswer] = useState<ReferencesAnswer>();
  const [note, setNote] = useState<{ id: DeskMessageId; alert: boolean }>();
  const load = useCallback(() => void api.references.get(caseId).then(setAnswer, () => undefined), [caseId]);
  useEffect(load, [load]);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const request = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    api.references
      .request(caseId, {
        school: String(data.get('school') ?? ''),
        teacherEmail: String(data.get('teacherEmail') ?? ''),
        locale: data.get('locale') === 'th' ? 'th' : 'en',
      })
      .then(
        () => {
          setNote({ id: 'desk.reference.sent', alert: false });
          load();
        },
        (error: unknown) => setNote({ id: problemOf(error), alert: true }),
      );
  };
  if (!answer) return null;
  const heading = `references-${caseId}`;
  return (
    <section className="desk-card" aria-labelledby={heading}>
      <h2 id={heading}>
        {t('desk.reference.title')}: {name}
      </h2>
      <p className="desk-hint">{t('desk.reference.confidential')}</p>
      {note ? (
        <p className={note.alert ? 'desk-error' : undefined} role={note.alert ? 'alert' : 'status'}>
          {t(note.id)}
        </p>
      ) : null}
      {answer.references.length === 0 ? <p>{t('desk.reference.none')}</p> : null}
      {answer.references.map((ref) => (
        <article key={ref.id} className="desk-reference">
          <h3>
            {ref.school} · {ref.teacherEmail}
          </h3>
          <p>
            {ref.answeredAt
              ? t('desk.reference.answered', { date: when(ref.answeredAt) })
              : ref.expired
                ? t('desk.reference.expired')
                : t('desk.reference.requested', { date: when(ref.requestedAt), until: when(ref.expiresAt) })}
          </p>
          {ref.answers ? (
            <dl>
              {referenceQuestions.map((q) => (
                <div key={q}>
                  <dt>{t(`desk.reference.q.${q}`)}</dt>
                  <dd>{ref.answers?.[q] || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </article>
      ))}
      {staff.role !== 'readonly' && answer.schools.length > 0 ? (
        <form className="desk-filters" onSubmit={request}>
          <div className="desk-field">
            <label htmlFor={`ref-school-${caseId}`}>{t('desk.reference.school')}</label>
            <select id={`ref-school-${caseId}`} name="school">
              {answer.schools.map((school) => (
                <option key={school}>{school}</option>
              ))}
            </select>
          </div>
          <div className="desk-field">
            <label htmlFor={`ref-email-${caseId}`}>{t('desk.reference.teacherEmail')}</label>
            <input id={`ref-email-${caseId}`} name="teacherEmail" type="email" required autoComplete="off" />
          </div>
          <div className="desk-field">
            <label htmlFor={`ref-locale-${caseId}`}>{t('desk.reference.language')}</label>
            <select id={`ref-locale-${caseId}`} name="locale" defaultValue="en">
              <option value="en">{t('desk.language.en')}</option>
              <option value="th">{t('desk.language.th')}</option>
            </select>
          </div>
          <button type="submit" className="desk-button">
            {t('desk.reference.request')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
