// The recovery link panel (docs/safe-copy.md, "Keys"): the link that restores every draft on any
// device, shown as text to copy, sent through the system share sheet where there is one, and as a
// QR code (uqr, loaded for it). Sharing or copying it counts as "saved" (markLinkSaved).

import { useEffect, useId, useState } from 'react';
import { usePagePath } from '../../forms/use-form-locale';
import { useFormT } from '../../forms/use-form-t';
import { copyRecoveryLink, markLinkSaved, recoveryLink, recoveryQr, shareRecoveryLink } from '..';

export function RecoveryLinkPanel({ secret }: { secret: Uint8Array }) {
  const t = useFormT();
  const path = usePagePath();
  const inputId = useId();
  const link = recoveryLink(location.origin, path('restore'), secret);
  const [qr, setQr] = useState<string>();
  const [note, setNote] = useState('');
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    let live = true;
    void recoveryQr(link).then((image) => live && setQr(image));
    return () => {
      live = false;
    };
  }, [link]);

  const share = async () => {
    const result = await shareRecoveryLink(link, {
      title: t('form.safe-copy.link.shareTitle'),
      text: t('form.safe-copy.link.shareText'),
    });
    if (result === 'shared') await markLinkSaved();
    if (result === 'unsupported') await copy();
  };
  const copy = async () => {
    if (await copyRecoveryLink(link)) {
      await markLinkSaved();
      setNote(t('form.safe-copy.link.copied'));
    } else {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    }
  };

  return (
    <div className="safe-copy__link">
      <p>{t('form.safe-copy.link.explain')}</p>
      <label htmlFor={inputId}>{t('form.safe-copy.link.title')}</label>
      <input
        id={inputId}
        className="safe-copy__link-text"
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="safe-copy__actions">
        {canShare ? (
          <button type="button" className="button" onClick={() => void share()}>
            {t('form.safe-copy.link.share')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('form.safe-copy.link.copy')}
        </button>
      </div>
      <p className="safe-copy__note" role="status">
        {note}
      </p>
      {qr ? (
        <img className="safe-copy__qr" src={qr} alt={t('form.safe-copy.link.qrAlt')} width={192} height={192} />
      ) : null}
    </div>
  );
}
