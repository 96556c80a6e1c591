// Choosing a draft to take home, then its QR code and link. The link is the only copy of the key:
// it is shown here once, never stored. When the server refuses to keep it (too many links from
// this connection, or no room left) the family is told when to try again; the draft stays here.

import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDeviceData } from '../../db/hooks';
import { parkDraft, TakeHomeError, type ParkedDraft } from '../take-home';
import { useFormT } from '../../forms';
import { type DraftRecord } from '../../shared/records';
import { draftLabel } from './draft-label';
import { ParkedLink } from './parked-link';

/** "in 3 hours" / "через 3 часа" / "3小时后": when a refused link may be made again. */
function retryIn(intl: IntlShape, seconds: number): string {
  if (seconds < 90 * 60) return intl.formatRelativeTime(Math.max(1, Math.ceil(seconds / 60)), 'minute');
  return intl.formatRelativeTime(Math.ceil(seconds / 3600), 'hour');
}

export function SendDraft() {
  const t = useFormT();
  const intl = useIntl();
  const [params] = useSearchParams();
  const data = useDeviceData();
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState<TakeHomeError>();
  const [parked, setParked] = useState<{ draft: DraftRecord; parked: ParkedDraft }>();

  if (parked) return <ParkedLink label={draftLabel(intl, parked.draft)} parked={parked.parked} />;
  if (!data) return <p aria-busy="true">{t('form.common.loading')}</p>;
  const wanted = params.get('draft');
  const drafts = data.drafts.filter((d) => d.status === 'draft' && (!wanted || d.id === wanted));

  const park = async (draft: DraftRecord) => {
    setBusy(draft.id);
    setFailed(undefined);
    try {
      setParked({ draft, parked: await parkDraft(draft.id) });
    } catch (error) {
      setFailed(error instanceof TakeHomeError ? error : new TakeHomeError('network', String(error)));
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
          {failed.code === 'quota'
            ? t('form.device.send.quota', { when: retryIn(intl, failed.retryAfterSeconds ?? 3600) })
            : failed.code === 'full'
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
                onClick={() => void park(draft)}
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
