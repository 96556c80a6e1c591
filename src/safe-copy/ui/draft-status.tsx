// One draft's safe copy in the draft list (docs/safe-copy.md, "What the page does"): whether it
// has one, when the server last had everything, the date the server deletes it, why the server
// refused; and the family's switch: turn it off (the server's copy is deleted, after a
// confirmation) or keep one again. Starts the page's safe-copy triggers while safe copies are on.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormMessagesProvider } from '../../forms/messages';
import { useFormT } from '../../forms/use-form-t';
import type { FormMessageId } from '../../shared/records';
import { requestSafeCopyFlush, resumeDraftCopy, startSafeCopyTriggers, stopDraftCopy, type DraftCopyStatus } from '..';
import { useSafeCopyState } from './use-safe-copy-state';

const problems = new Set(['too-large', 'quota', 'storage-full', 'unreadable', 'forbidden']);

/** Whether the draft has a copy, when the server last had everything, when it deletes it, refusals. */
export function CopyStatusLine({ status }: { status: DraftCopyStatus | undefined }) {
  const t = useFormT();
  const intl = useIntl();
  if (status?.state === 'off') return <p>{t('form.safe-copy.status.off')}</p>;
  if (status?.state === 'gone') return <p>{t('form.safe-copy.status.gone')}</p>;
  const problem = status?.problem && problems.has(status.problem.code) ? status.problem.code : undefined;
  return (
    <>
      <p>
        {status?.syncedAt
          ? t('form.safe-copy.status.synced', {
              time: intl.formatDate(status.syncedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })
          : t('form.safe-copy.status.waiting')}
      </p>
      {status?.deleteAfter ? (
        <p>
          {t('form.safe-copy.status.deleteAfter', {
            date: intl.formatDate(status.deleteAfter, { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
      {problem ? <p role="status">{t(`form.safe-copy.problem.${problem}` as FormMessageId)}</p> : null}
    </>
  );
}

function Status({ draftId }: { draftId: string }) {
  const t = useFormT();
  const state = useSafeCopyState();
  const [confirming, setConfirming] = useState(false);
  const on = state?.on ?? false;
  // The list brings the copies up to date too (the triggers run once per page, however many drafts).
  useEffect(() => (on ? startSafeCopyTriggers() : undefined), [on]);
  if (!state?.on) return null;
  const status = state.drafts.get(draftId);
  const off = status?.state === 'off' || status?.state === 'gone';
  const turnOff = async () => {
    setConfirming(false);
    await stopDraftCopy(draftId);
    void requestSafeCopyFlush();
  };
  const turnOn = async () => {
    await resumeDraftCopy(draftId);
    void requestSafeCopyFlush();
  };
  return (
    <div className="draft-item__safe-copy">
      <CopyStatusLine status={status} />
      {confirming ? (
        <div role="group" aria-label={t('form.safe-copy.turnOff')}>
          <p>{t('form.safe-copy.turnOffConfirm')}</p>
          <button type="button" className="button" onClick={() => void turnOff()}>
            {t('form.safe-copy.turnOff')}
          </button>{' '}
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('form.safe-copy.turnOffKeep')}
          </button>
        </div>
      ) : off ? (
        <button type="button" className="button button--ghost" onClick={() => void turnOn()}>
          {t('form.safe-copy.turnOn')}
        </button>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {t('form.safe-copy.turnOff')}
        </button>
      )}
    </div>
  );
}

/** The safe copy of draft `draftId`, with its texts; nothing where safe copies are off. */
export function SafeCopyDraftStatus({ draftId }: { draftId: string }) {
  return (
    <FormMessagesProvider name="safe-copy">
      <Status draftId={draftId} />
    </FormMessagesProvider>
  );
}
