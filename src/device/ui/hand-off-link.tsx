// The restore link of a draft taken home (docs/shared-device.md, "Take it home"): its QR code to
// scan with a phone, the link as text, what the phone then holds and how long the school's server
// keeps the locked copy. The link is the only copy of the family secret and lives in this screen
// only: on a shared tablet there is no "Copy link" either, so that no clipboard keeps it.

import { useEffect, useRef, useState } from 'react';
import { useFormT } from '../../forms';
import type { HandOffLink as Link } from '../hand-off';

export function HandOffLink({ label, handOff, shared }: { label: string; handOff: Link; shared: boolean }) {
  const t = useFormT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    await navigator.clipboard.writeText(handOff.link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section aria-labelledby="hand-off-title" className="hand-off-link">
      <h2 id="hand-off-title" ref={heading} tabIndex={-1}>
        {t('form.device.handOff.title')}
      </h2>
      <p>{label}</p>
      <img
        className="hand-off-link__qr"
        src={handOff.qr}
        width={240}
        height={240}
        alt={t('form.device.handOff.qrAlt')}
      />
      <p>
        <label htmlFor="take-home-link">{t('form.device.handOff.link')}</label>
        <input id="take-home-link" className="hand-off-link__input" readOnly value={handOff.link} autoComplete="off" />
        {shared ? null : (
          <>
            <button type="button" className="button button--ghost" onClick={() => void copy()}>
              {t('form.device.handOff.copy')}
            </button>
            <span role="status">{copied ? t('form.device.handOff.copied') : ''}</span>
          </>
        )}
      </p>
      <p>{t('form.device.handOff.keeps')}</p>
      <p>{t('form.device.handOff.server', { days: handOff.idleDays })}</p>
      <p>{t(shared ? 'form.device.handOff.privateShared' : 'form.device.handOff.private')}</p>
    </section>
  );
}
