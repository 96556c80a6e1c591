// The take-home link of a parked draft: a QR code (SVG from uqr) to scan with a phone, the link
// to copy, and until when it works.

import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedDate } from 'react-intl';
import { renderSVG } from 'uqr';
import { fragmentOf, type ParkedDraft } from '../take-home';
import { useFormT } from '../../forms';
import { useRoutePath } from './use-route-path';

export function ParkedLink({ label, parked }: { label: string; parked: ParkedDraft }) {
  const t = useFormT();
  const path = useRoutePath();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const link = `${location.origin}${path('take-home')}#${fragmentOf(parked)}`;
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { ecc: 'M', border: 2 }))}`,
    [link],
  );
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    await navigator.clipboard.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section aria-labelledby="parked-title" className="parked-link">
      <h2 id="parked-title" ref={heading} tabIndex={-1}>
        {t('form.device.parked.title')}
      </h2>
      <p>{label}</p>
      <img className="parked-link__qr" src={qr} width={240} height={240} alt={t('form.device.parked.qrAlt')} />
      <p>
        <label htmlFor="take-home-link">{t('form.device.parked.link')}</label>
        <input id="take-home-link" className="parked-link__input" readOnly value={link} autoComplete="off" />
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('form.device.parked.copy')}
        </button>
        <span role="status">{copied ? t('form.device.parked.copied') : ''}</span>
      </p>
      <p>
        {t('form.device.parked.until')} <FormattedDate value={parked.expiresAt} dateStyle="full" timeStyle="short" />
      </p>
      <p>{t('form.device.parked.private')}</p>
    </section>
  );
}
