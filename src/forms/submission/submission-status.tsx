// What became of one submitted form, as the family sees it: saved on this device and waiting,
// sending with each file's progress, the school has the answers but not yet every file, received
// with the reference number, or what needs the family's attention. A submission the school's
// server keeps failing (src/outbox/server-trouble.ts) says so, with the school's phone and e-mail,
// while it waits and is retried.

import { useIntl } from 'react-intl';
import { brand } from '../../config/brand';
import { type OutboxItem } from '../../db';
import { useSubmission } from '../../db/hooks';
import { usePagePath } from '../use-form-locale';
import { useFormT } from '../use-form-t';
import { Attention } from './attention';
import { sendNow, serverInTrouble } from '../../outbox';
import { UploadProgress } from './upload-progress';

interface SubmissionStatusProps {
  draftId: string;
  /** After "Correct the answers": the draft is editable again. */
  onReopen: (draftId: string) => void;
}

function Waiting({ item }: { item: OutboxItem }) {
  const t = useFormT();
  const intl = useIntl();
  const sending = item.status === 'sending';
  const stored = Boolean(item.reference);
  const title = sending ? 'form.common.outbox.sending.title' : 'form.common.outbox.queued.title';
  return (
    <div className="submission-status submission-status--waiting">
      <h3 className="submission-status__title">{t(title)}</h3>
      <p>
        {stored
          ? t('form.common.outbox.filesPending', { reference: item.reference ?? '' })
          : t('form.common.outbox.queued.body')}
      </p>
      <UploadProgress item={item} />
      {serverInTrouble(item, item.updatedAt) ? (
        <div className="submission-status__trouble">
          <h4 className="submission-status__title">{t('form.common.outbox.serverTrouble.title')}</h4>
          <p>{t('form.common.outbox.serverTrouble.body', { phone: brand.phone, email: brand.email })}</p>
        </div>
      ) : null}
      {item.lastError && !sending ? (
        <p className="submission-status__retry">
          {t('form.common.outbox.retryAt', { time: intl.formatTime(item.nextAttemptAt, { timeStyle: 'short' }) })}{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => void sendNow(item.id)}>
            {t('form.common.outbox.sendNow')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

export function SubmissionStatus({ draftId, onReopen }: SubmissionStatusProps) {
  const t = useFormT();
  const intl = useIntl();
  const pagePath = usePagePath();
  const state = useSubmission(draftId);
  let body = null;
  if (state?.receipt) {
    const { reference, receivedAt } = state.receipt;
    body = (
      <div className="submission-status submission-status--received">
        <h3 className="submission-status__title">{t('form.common.outbox.received.title')}</h3>
        <p>
          {t('form.common.outbox.received.reference')}{' '}
          <strong className="submission-status__reference">{reference}</strong>
        </p>
        <p>
          {t('form.common.outbox.received.on', {
            date: intl.formatDate(receivedAt, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </p>
        <p>{t('form.common.outbox.received.cleared')}</p>
        {state.receipt.statusToken ? (
          <p>
            <a className="button button--ghost" href={`${pagePath('application-status')}#${state.receipt.statusToken}`}>
              {t('form.common.outbox.list.status')}
            </a>
          </p>
        ) : null}
      </div>
    );
  } else if (state?.item?.status === 'needs-attention') {
    return <Attention item={state.item} onReopen={onReopen} />;
  } else if (state?.item) {
    body = <Waiting item={state.item} />;
  }
  // One live region whose content changes as the submission moves on.
  return (
    <div className="submission" role="status" aria-live="polite">
      {body}
    </div>
  );
}
