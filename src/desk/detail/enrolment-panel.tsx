// A child's documents and enrolment on the case's page (docs/enrolment.md): each document of the
// checklist with its file (opened in the desk's viewer) and where it stands, with accepting it
// or asking for it again with a reason from the list and a note; once the offer is accepted, the
// steps to enrolment, the first school day (staff may set or change it: a Monday in term), and
// who has signed the contract with what the record holds. Read-only staff see it all, change nothing.

import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { askAgainReasons, type AskAgainReason } from '../../shared/contracts/enrolment';
import type { DeskDocument, DeskEnrolment } from '../../shared/contracts/desk-enrolment';

const KNOWN_ERRORS = new Set(['conflict', 'not-monday', 'closed', 'invalid']);

function DocumentRow(props: {
  caseId: string;
  submissionId: string;
  item: DeskDocument;
  canChange: boolean;
  onDone: (next: DeskEnrolment) => void;
  onError: (code: string) => void;
}) {
  const t = useDeskT();
  const id = useId();
  const { item } = props;
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<AskAgainReason>('unreadable');
  const [note, setNote] = useState('');
  const review = (verdict: 'accepted' | 'asked-again') =>
    api.enrolment
      .review(props.caseId, {
        document: item.document,
        verdict,
        attachmentId: item.file?.attachmentId ?? null,
        ...(verdict === 'asked-again' ? { reason, note } : {}),
      })
      .then(props.onDone, (error: unknown) => props.onError(error instanceof DeskError ? error.code : 'other'));
  return (
    <li className={`desk-document desk-document--${item.state}`}>
      <strong>{t(`desk.enrolment.document.${item.document}` as DeskMessageId)}</strong>:{' '}
      {t(`desk.enrolment.state.${item.state}` as DeskMessageId)}
      {item.file?.receivedAt ? (
        <>
          {' · '}
          <a href={api.submissions.fileUrl(props.submissionId, item.file.attachmentId, 'preview')} target="_blank">
            {item.file.name}
          </a>
          {item.file.late ? ` (${t('desk.enrolment.late')})` : ''}
        </>
      ) : null}
      {item.reason ? ` · ${t(`desk.enrolment.reason.${item.reason}` as DeskMessageId)}` : ''}
      {item.note ? <span className="desk-note"> — {item.note}</span> : null}
      {props.canChange ? (
        <div className="desk-actions">
          {item.file?.receivedAt && item.state !== 'accepted' ? (
            <button type="button" className="desk-button" onClick={() => void review('accepted')}>
              {t('desk.enrolment.accept')}
            </button>
          ) : null}
          {item.state !== 'missing' && item.state !== 'asked-again' ? (
            <button type="button" className="desk-button desk-button--ghost" onClick={() => setAsking(!asking)}>
              {t('desk.enrolment.askAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      {asking ? (
        <form
          className="desk-form desk-form--inline"
          onSubmit={(event) => {
            event.preventDefault();
            void review('asked-again').then(() => setAsking(false));
          }}
        >
          <div className="desk-field">
            <label htmlFor={`${id}-reason`}>{t('desk.enrolment.reason')}</label>
            <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as AskAgainReason)}>
              {askAgainReasons.map((r) => (
                <option key={r} value={r}>
                  {t(`desk.enrolment.reason.${r}` as DeskMessageId)}
                </option>
              ))}
            </select>
          </div>
          <div className="desk-field">
            <label htmlFor={`${id}-note`}>{t('desk.enrolment.note')}</label>
            <textarea
              id={`${id}-note`}
              maxLength={500}
              rows={2}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <div className="desk-form__actions">
            <button type="submit" className="desk-button">
              {t('desk.enrolment.askAgain')}
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

export function EnrolmentPanel({ caseId, submissionId }: { caseId: string; submissionId: string }) {
  const t = useDeskT();
  const intl = useIntl();
  const id = useId();
  const { staff } = useStaff();
  const [state, setState] = useState<DeskEnrolment>();
  const [error, setError] = useState<string>();
  const [day, setDay] = useState('');
  const load = useCallback(() => void api.enrolment.get(caseId).then(setState, () => undefined), [caseId]);
  useEffect(load, [load]);
  if (!state) return null;
  const canChange = staff.role !== 'readonly';
  const done = (next: DeskEnrolment) => {
    setError(undefined);
    setState(next);
  };
  const accepted = state.stage === 'offer-accepted' || state.stage === 'enrolled';
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const signed = new Map(state.signatures.map((s) => [s.guardian, s]));
  return (
    <section className="desk-enrolment" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('desk.enrolment.documents')}</h3>
      <ul className="desk-documents">
        {state.documents.map((item) => (
          <DocumentRow
            key={item.document}
            caseId={caseId}
            submissionId={submissionId}
            item={item}
            canChange={canChange}
            onDone={done}
            onError={setError}
          />
        ))}
      </ul>
      {accepted ? (
        <>
          <h3>{t('desk.enrolment.steps')}</h3>
          <ol className="desk-steps">
            {state.enrolment.steps.map(({ step, done: finished }) => (
              <li key={step}>
                {t(`desk.enrolment.step.${step}` as DeskMessageId)}:{' '}
                <strong>{t(finished ? 'desk.enrolment.done' : 'desk.enrolment.todo')}</strong>
              </li>
            ))}
          </ol>
          {state.paidAt ? <p>{t('desk.enrolment.paidAt', { date: when(state.paidAt) })}</p> : null}
          <p>
            {t('desk.enrolment.start')}:{' '}
            <strong>
              {state.enrolment.startDate
                ? intl.formatDate(`${state.enrolment.startDate}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })
                : t('desk.enrolment.start.none')}
            </strong>
          </p>
          {canChange ? (
            <form
              className="desk-form desk-form--inline"
              onSubmit={(event) => {
                event.preventDefault();
                void api.enrolment
                  .setStart(caseId, { day })
                  .then(done, (e: unknown) => setError(e instanceof DeskError ? e.code : 'other'));
              }}
            >
              <div className="desk-field">
                <label htmlFor={`${id}-start`}>{t('desk.enrolment.start.change')}</label>
                <input id={`${id}-start`} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
              </div>
              <div className="desk-form__actions">
                <button type="submit" className="desk-button">
                  {t('desk.enrolment.start.save')}
                </button>
              </div>
            </form>
          ) : null}
          <h3>{t('desk.enrolment.signatures')}</h3>
          <ul className="desk-signatures">
            {state.guardians.map((guardian) => {
              const signature = signed.get(guardian.role);
              return (
                <li key={guardian.role}>
                  {t(`desk.enrolment.guardian.${guardian.role}` as DeskMessageId)} ({guardian.name}):{' '}
                  {signature
                    ? t('desk.enrolment.signedBy', {
                        name: signature.typedName,
                        date: when(signature.signedAt),
                        ip: signature.ip,
                        via: t(`desk.enrolment.via.${signature.via}` as DeskMessageId),
                        version: signature.version,
                        sha256: signature.sha256.slice(0, 16),
                      })
                    : t('desk.enrolment.unsigned')}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="desk-error">
          {t(`desk.enrolment.error.${KNOWN_ERRORS.has(error) ? error : 'other'}` as DeskMessageId)}
        </p>
      ) : null}
    </section>
  );
}
