// Choosing a draft to take home, then its QR code and restore link (./hand-off-link.tsx). The link
// carries the family secret of this one hand-off: it lives in this component's state only, never
// in IndexedDB or localStorage. When the server refuses (too many from this connection, or no
// room left) or cannot be reached, the family is told, and when to try again; the draft stays here.

import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDeviceData, useSharedDevice } from '../../db/hooks';
import { handOff, HandOffError, type HandOffLink as Link } from '../hand-off';
import { useFormT } from '../../forms';
import { type DraftRecord } from '../../shared/records';
import { draftLabel } from './draft-label';
import { HandOffLink } from './hand-off-link';
import { useRoutePath } from './use-route-path';

/** "in 3 hours" / "через 3 часа" / "3小时后": when a refused hand-off may be tried again. */
function retryIn(intl: IntlShape, seconds: number): string {
  if (seconds < 90 * 60) return intl.formatRelativeTime(Math.max(1, Math.ceil(seconds / 60)), 'minute');
  return intl.formatRelativeTime(Math.ceil(seconds / 3600), 'hour');
}

export function SendDraft() {
  const t = useFormT();
  const intl = useIntl();
  const path = useRoutePath();
  const [params] = useSearchParams();
  const data = useDeviceData();
  const shared = Boolean(useSharedDevice()?.mode);
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState<HandOffError>();
  const [sent, setSent] = useState<{ draft: DraftRecord; handOff: Link }>();

  if (sent) return <HandOffLink label={draftLabel(intl, sent.draft)} handOff={sent.handOff} shared={shared} />;
  if (!data) return <p aria-busy="true">{t('form.common.loading')}</p>;
  const wanted = params.get('draft');
  const drafts = data.drafts.filter((d) => d.status === 'draft' && (!wanted || d.id === wanted));

  const send = async (draft: DraftRecord) => {
    setBusy(draft.id);
    setFailed(undefined);
    try {
      setSent({ draft, handOff: await handOff(draft.id, path('restore')) });
    } catch (error) {
      setFailed(error instanceof HandOffError ? error : new HandOffError('failed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="send-title">
      <h2 id="send-title">{t('form.device.send.title')}</h2>
      <p>{t('form.device.send.intro')}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {failed.problem === 'quota'
            ? t('form.device.send.quota', { when: retryIn(intl, failed.retryAfterSeconds ?? 3600) })
            : failed.problem === 'full'
              ? t('form.device.send.full')
              : t('form.device.send.failed')}
        </p>
      ) : null}
      {drafts.length === 0 ? (
        <p>{t('form.device.send.none')}</p>
      ) : (
        <ul className="device-list">
          {drafts.map((draft) => (
            <li key={draft.id}>
              <span id={`send-${draft.id}`}>{draftLabel(intl, draft)}</span>{' '}
              <button
                type="button"
                className="button"
                disabled={busy !== undefined}
                aria-describedby={`send-${draft.id}`}
                onClick={() => void send(draft)}
              >
                {busy === draft.id ? t('form.device.send.busy') : t('form.device.send.make')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
