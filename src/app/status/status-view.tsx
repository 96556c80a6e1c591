// Where a family's submission stands: each child's stage (or the submission's, for other kinds)
// in the family's language, what happens next, the assessment's date (or the slots to book it:
// assessment-panel.tsx), the place on the waiting list and how it moved, or the offer's deadline,
// each child's documents and, once its offer is accepted, its steps to enrolment
// (docs/enrolment.md) and its fees (fees-view.tsx), and, offline, the last answer kept on the
// device with when it was given.

import { useIntl } from 'react-intl';
import { useFormT } from '../../forms';
import { workflowOf } from '../../shared/admissions/stages';
import type { StatusAnswer, StatusCase } from '../../shared/contracts/status';
import type { FormMessageId } from '../../shared/records';
import { AssessmentPanel } from './assessment-panel';
import { DocumentsView } from './documents-view';
import { EnrolmentView } from './enrolment-view';
import { FeesSection } from './fees-view';
import { useStatus } from './use-status';

const SCHOOL_TIME = { timeZone: 'Asia/Bangkok' } as const;

interface CaseProps {
  item: StatusCase;
  kind: StatusAnswer['kind'];
  /** For the assessment's booking: the link, the child's place, the answer's state. */
  booking: { token: string; child: number; checkedAt: string; offline: boolean; onChanged: () => void };
  token: string;
  applicant: number;
  refresh: () => void;
}

function CaseCard({ item, kind, booking, token, applicant, refresh }: CaseProps) {
  const t = useFormT();
  const intl = useIntl();
  const workflow = workflowOf(kind);
  const title = item.firstName || t(`form.status.kind.${kind}` as FormMessageId);
  return (
    <section className="status-case" aria-labelledby={`status-${item.since}-${item.firstName}`}>
      <h2 id={`status-${item.since}-${item.firstName}`}>{title}</h2>
      <p className="status-case__stage">
        <strong>{t(`form.status.stage.${workflow}.${item.stage}` as FormMessageId)}</strong>{' '}
        <span className="status-case__since">
          {t('form.status.since', { date: intl.formatDate(item.since, { dateStyle: 'long', ...SCHOOL_TIME }) })}
        </span>
      </p>
      {item.assessmentAt && !item.assessment ? (
        <p>
          {t('form.status.assessmentAt', {
            date: intl.formatDate(item.assessmentAt, { dateStyle: 'full', timeStyle: 'short', ...SCHOOL_TIME }),
          })}
        </p>
      ) : null}
      {item.offerDeadline ? (
        <p className="status-case__deadline">
          {t('form.status.offerDeadline', {
            date: intl.formatDate(item.offerDeadline, { dateStyle: 'full', ...SCHOOL_TIME }),
          })}
        </p>
      ) : null}
      {item.waitlist ? (
        <p className="status-case__waitlist">
          <strong>
            {t('form.status.waitlist.position', { position: item.waitlist.position, of: item.waitlist.of })}
          </strong>
          {item.waitlist.previous
            ? ` ${t(item.waitlist.previous > item.waitlist.position ? 'form.status.waitlist.up' : 'form.status.waitlist.down', { previous: item.waitlist.previous })}`
            : null}
        </p>
      ) : null}
      <h3>{t('form.status.next')}</h3>
      <p>{t(`form.status.next.${workflow}.${item.stage}` as FormMessageId)}</p>
      {item.assessment ? <AssessmentPanel {...booking} assessment={item.assessment} /> : null}
      {item.enrolment ? (
        <EnrolmentView token={token} applicant={applicant} enrolment={item.enrolment} onChange={refresh} />
      ) : null}
      {item.documents?.length ? (
        <DocumentsView token={token} applicant={applicant} items={item.documents} onSent={refresh} />
      ) : null}
      {item.fees ? <FeesSection token={token} child={applicant} fees={item.fees} /> : null}
    </section>
  );
}

export function StatusView({ token }: { token: string }) {
  const t = useFormT();
  const intl = useIntl();
  const { status, refresh } = useStatus(token);
  if (status.state === 'loading')
    return (
      <p role="status" className="status-page__loading">
        {t('form.status.loading')}
      </p>
    );
  if (status.state === 'error')
    return (
      <div role="alert" className="status-page__error">
        <p>
          {t(
            `form.status.error.${status.reason === 'network' || status.reason === 'server' ? status.reason : status.reason === 'revoked' ? 'revoked' : 'invalid'}` as FormMessageId,
          )}
        </p>
        {status.reason === 'network' || status.reason === 'server' ? (
          <button type="button" className="button" onClick={() => refresh()}>
            {t('form.status.refresh')}
          </button>
        ) : null}
      </div>
    );
  const { answer, offline } = status;
  return (
    <div className="status-page__answer">
      {offline ? (
        <p role="status" className="status-page__offline">
          {t('form.status.offline')}
        </p>
      ) : null}
      <p className="status-page__reference">
        {t('form.status.reference', { reference: answer.reference })} ·{' '}
        {t(`form.status.kind.${answer.kind}` as FormMessageId)} ·{' '}
        {t('form.status.sent', { date: intl.formatDate(answer.receivedAt, { dateStyle: 'long', ...SCHOOL_TIME }) })}
      </p>
      {answer.cases.map((item, index) => (
        <CaseCard
          key={index}
          item={item}
          kind={answer.kind}
          booking={{ token, child: index, checkedAt: answer.checkedAt, offline, onChanged: () => refresh(true) }}
          token={token}
          applicant={index}
          refresh={() => refresh()}
        />
      ))}
      <p className="status-page__updated">
        {t('form.status.updated', {
          date: intl.formatDate(answer.checkedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}{' '}
        <button type="button" className="button button--ghost button--small" onClick={() => refresh()}>
          {t('form.status.refresh')}
        </button>
      </p>
      <p className="field__hint">{t('form.status.private')}</p>
    </div>
  );
}
