// "Forget my data": what this device holds for the family, and one confirmed button that deletes
// it, with the safe copies of its drafts on the school's server (said so in the dialog). Submissions
// the school has not received yet are kept until it has them, and said so.

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { hasSafeCopies } from '../../db';
import { useDeviceData } from '../../db/hooks';
import { useFormT } from '../../forms';
import { forgetMyData } from '../forget';
import { draftLabel, formatBytes } from './draft-label';

export function ForgetMyData() {
  const t = useFormT();
  const intl = useIntl();
  const data = useDeviceData();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ kept: number }>();
  const [safeCopies, setSafeCopies] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void hasSafeCopies().then(setSafeCopies);
  }, [confirming]);

  if (!data) return <p aria-busy="true">{t('form.common.loading')}</p>;
  const own = data.drafts.filter((d) => !data.outbox.some((item) => item.draftId === d.id));
  const empty = own.length === 0 && data.receipts.length === 0;

  const forget = async () => {
    setConfirming(false);
    const result = await forgetMyData();
    setDone({ kept: result.keptForOutbox });
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="forget-title">
      <h2 id="forget-title" ref={heading} tabIndex={-1}>
        {t('form.device.forget.title')}
      </h2>
      <dl className="device-summary">
        <dt>{t('form.device.forget.drafts')}</dt>
        <dd>
          {own.length === 0 ? (
            t('form.device.forget.none')
          ) : (
            <ul>
              {own.map((draft) => (
                <li key={draft.id}>{draftLabel(intl, draft)}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('form.device.forget.files')}</dt>
        <dd>
          {t('form.device.forget.filesValue', { count: data.files.count, size: formatBytes(intl, data.files.bytes) })}
        </dd>
        <dt>{t('form.device.forget.receipts')}</dt>
        <dd>{intl.formatNumber(data.receipts.length)}</dd>
        <dt>{t('form.device.forget.waiting')}</dt>
        <dd>{intl.formatNumber(data.outbox.length)}</dd>
        <dt>{t('form.device.forget.space')}</dt>
        <dd>{formatBytes(intl, data.bytes)}</dd>
      </dl>
      {done ? (
        <p className="notice" role="status">
          {t('form.device.forget.done')} {done.kept > 0 ? t('form.device.forget.kept', { count: done.kept }) : ''}
        </p>
      ) : null}
      <p>
        <button type="button" className="button button--accent" disabled={empty} onClick={() => setConfirming(true)}>
          {t('form.device.forget.button')}
        </button>
      </p>
      <Dialog open={confirming} onClose={() => setConfirming(false)} className="modal">
        <div className="modal__backdrop" aria-hidden="true" />
        <DialogPanel className="modal__panel">
          <DialogTitle className="modal__title">{t('form.device.forget.confirmTitle')}</DialogTitle>
          <p>{t('form.device.forget.confirmBody')}</p>
          {safeCopies ? <p>{t('form.device.forget.safeCopies')}</p> : null}
          {data.outbox.length > 0 ? <p>{t('form.device.forget.kept', { count: data.outbox.length })}</p> : null}
          <div className="modal__actions">
            <button type="button" className="button button--accent" onClick={() => void forget()}>
              {t('form.device.forget.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('form.device.forget.cancel')}
            </button>
          </div>
        </DialogPanel>
      </Dialog>
    </section>
  );
}
