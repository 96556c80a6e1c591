// Choosing a draft to take home, then its QR code and link. The link is the only copy of the key:
// it is shown here once, never stored.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDeviceData } from '../../db/hooks';
import { parkDraft, type ParkedDraft } from '../take-home';
import { useFormT } from '../../forms';
import { type DraftRecord } from '../../shared/records';
import { draftLabel } from './draft-label';
import { ParkedLink } from './parked-link';

export function SendDraft() {
  const t = useFormT();
  const intl = useIntl();
  const [params] = useSearchParams();
  const data = useDeviceData();
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [parked, setParked] = useState<{ draft: DraftRecord; parked: ParkedDraft }>();

  if (parked) return <ParkedLink label={draftLabel(intl, parked.draft)} parked={parked.parked} />;
  if (!data) return <p aria-busy="true">{t('form.common.loading')}</p>;
  const wanted = params.get('draft');
  const drafts = data.drafts.filter((d) => d.status === 'draft' && (!wanted || d.id === wanted));

  const park = async (draft: DraftRecord) => {
    setBusy(draft.id);
    setFailed(false);
    try {
      setParked({ draft, parked: await parkDraft(draft.id) });
    } catch {
      setFailed(true);
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
          {t('form.device.send.failed')}
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
