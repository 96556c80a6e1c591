// One submission in the desk: each child's case with its workflow, every answer in the tabs the
// family filled, the files, the internal notes, the family's status link, a confirmation e-mail
// the limit per recipient held back, and for administrators the access log and deletion at the
// family's request. Opening it is audited.

import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormMessagesProvider } from '../../forms';
import type { ApplicationData } from '../../wizards/application/schema';
import type { DetailAnswer } from '../../shared/contracts/desk-cases';
import { api, DeskError } from '../api';
import { ApplicationAnswers } from '../detail/application-answers';
import { CasePanel } from '../detail/case-panel';
import { DeleteSubmission } from '../detail/delete-submission';
import { FamilyLink } from '../detail/family-link';
import { Files } from '../detail/files';
import { Notes } from '../detail/notes';
import { References } from '../detail/references';
import { OtherAnswers } from '../detail/other-answers';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useTitle } from '../use-title';

const catalogueOf = (kind: string) => (kind.startsWith('scholarship') ? 'scholarship' : kind);

export function DetailPage() {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const { id = '' } = useParams();
  const [detail, setDetail] = useState<DetailAnswer>();
  const [missing, setMissing] = useState(false);
  const load = useCallback(() => {
    api.submissions
      .detail(id)
      .then(setDetail, (error: unknown) => setMissing(error instanceof DeskError && error.status === 404));
  }, [id]);
  useEffect(load, [load]);
  useTitle(detail?.submission.reference ?? '');
  if (missing) return <p role="alert">{t('desk.detail.missing')}</p>;
  if (!detail) return <p role="status">{t('desk.loading')}</p>;
  const { submission } = detail;
  return (
    <>
      <h1>
        {submission.reference} · {t(`desk.kind.${submission.kind}` as DeskMessageId)}
      </h1>
      <p className="desk-muted">
        {t('desk.detail.received', {
          date: intl.formatDate(submission.receivedAt, { dateStyle: 'long', timeStyle: 'short' }),
        })}{' '}
        · {t('desk.detail.language', { language: t(`desk.language.${submission.locale}` as DeskMessageId) })}
        {submission.status !== 'complete' ? ` · ${t('desk.flag.files')}` : ''}
      </p>
      {detail.mailWithheld.map((held) => (
        <p key={held.at} className="desk-warning" role="note">
          {t('desk.detail.mailWithheld', {
            count: held.addresses,
            date: intl.formatDate(held.at, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </p>
      ))}
      <div className="desk-detail">
        <div className="desk-detail__cases">
          {detail.cases.map((item) => (
            <CasePanel key={item.id} item={item} kind={submission.kind} submissionId={submission.id} onDone={load} />
          ))}
          {submission.kind === 'application'
            ? detail.cases.map((item) => <References key={item.id} caseId={item.id} name={item.childName} />)
            : null}
          <Notes submissionId={submission.id} notes={detail.notes} onDone={load} />
          <FamilyLink detail={detail} onDone={load} />
        </div>
        <div className="desk-detail__answers">
          <section className="desk-card" aria-labelledby="answers-title">
            <h2 id="answers-title">{t('desk.detail.answers')}</h2>
            <FormMessagesProvider name={catalogueOf(submission.kind)} fallback={<p>{t('desk.loading')}</p>}>
              {submission.kind === 'application' ? (
                <ApplicationAnswers
                  data={submission.data as unknown as ApplicationData}
                  attachments={detail.attachments}
                />
              ) : (
                <OtherAnswers kind={submission.kind} data={submission.data} attachments={detail.attachments} />
              )}
            </FormMessagesProvider>
          </section>
          <section className="desk-card" aria-labelledby="files-title">
            <h2 id="files-title">{t('desk.detail.files')}</h2>
            <Files submissionId={submission.id} attachments={detail.attachments} />
          </section>
          {detail.audit ? (
            <section className="desk-card" aria-labelledby="audit-title">
              <h2 id="audit-title">{t('desk.detail.audit')}</h2>
              <ol className="desk-history">
                {detail.audit.map((line, i) => (
                  <li key={i}>
                    {intl.formatDate(line.at, { dateStyle: 'medium', timeStyle: 'medium' })} · {line.actor} ·{' '}
                    {line.action}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {staff.role === 'administrator' ? (
            <DeleteSubmission id={submission.id} reference={submission.reference} />
          ) : null}
        </div>
      </div>
    </>
  );
}
