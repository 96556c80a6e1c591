// A submission the school refused: what to do about it, by the API's error code. Answers it
// refused (422) and files it refused reopen the form; the robot check is asked for again and the
// submission sent with the new token; one the school received and has since deleted (410) is not
// sent again; anything else can be tried again.

import { useState } from 'react';
import { brand } from '../../config/brand';
import { reopenSubmission, type OutboxItem } from '../../db';
import { RobotProblem, useRobotWidget } from '../robot-check';
import { useFormT } from '../use-form-t';
import { sendNow } from '../../outbox';

const FILE_CODES = new Set(['type', 'checksum', 'too-large', 'file-missing']);

interface AttentionProps {
  item: OutboxItem;
  /** Called with the draft's id after the submission went back to being a draft. */
  onReopen: (draftId: string) => void;
}

function ReopenButton({ item, onReopen }: AttentionProps) {
  const t = useFormT();
  return (
    <button
      type="button"
      className="button button--accent"
      onClick={() => void reopenSubmission(item.id).then((draftId) => draftId && onReopen(draftId))}
    >
      {t('form.common.outbox.correct')}
    </button>
  );
}

function RobotResend({ item }: { item: OutboxItem }) {
  const t = useFormT();
  const { setContainer, status, takeToken, retry } = useRobotWidget();
  const [problem, setProblem] = useState<'required' | 'expired'>();
  const send = () => {
    const token = takeToken();
    if (!token || token === 'expired') return setProblem(token ? 'expired' : 'required');
    setProblem(undefined);
    void sendNow(item.id, token.value);
  };
  return (
    <div className="robot-check">
      <p>{t('form.common.outbox.attention.robot')}</p>
      <div
        ref={setContainer}
        className="robot-check__widget"
        role="group"
        aria-label={t('form.common.robot.label')}
        aria-busy={status.state === 'loading' || undefined}
      />
      <RobotProblem status={status} onRetry={retry} />
      {problem ? (
        <p className="field__error" role="alert">
          {t(problem === 'expired' ? 'form.common.robot.expired' : 'form.common.robot.required')}
        </p>
      ) : null}
      <button type="button" className="button button--accent" onClick={send}>
        {t('form.common.outbox.send')}
      </button>
    </div>
  );
}

export function Attention({ item, onReopen }: AttentionProps) {
  const t = useFormT();
  const error = item.lastError;
  const code = error?.code ?? '';
  const contact = { phone: brand.phone, email: brand.email };
  let body;
  if (code === 'robot-check') body = <RobotResend item={item} />;
  else if (code === 'invalid' || error?.fieldErrors) {
    body = (
      <>
        <p>{t('form.common.outbox.attention.invalid')}</p>
        <ReopenButton item={item} onReopen={onReopen} />
      </>
    );
  } else if (FILE_CODES.has(code)) {
    const file = item.attachments.find((a) => a.id === error?.attachmentId);
    body = (
      <>
        <p>{t('form.common.outbox.attention.file', { name: file?.name ?? '' })}</p>
        <ReopenButton item={item} onReopen={onReopen} />
      </>
    );
  } else if (code === 'conflict') {
    body = <p>{t('form.common.outbox.attention.conflict', contact)}</p>;
  } else if (code === 'gone') {
    body = <p>{t('form.common.outbox.attention.gone', contact)}</p>;
  } else {
    body = (
      <>
        <p>{t('form.common.outbox.attention.other', { ...contact, status: String(error?.status ?? '') })}</p>
        <button type="button" className="button" onClick={() => void sendNow(item.id)}>
          {t('form.common.outbox.tryAgain')}
        </button>
      </>
    );
  }
  return (
    <div className="submission-status submission-status--attention" role="alert">
      <h3 className="submission-status__title">{t('form.common.outbox.attention.title')}</h3>
      {body}
    </div>
  );
}
