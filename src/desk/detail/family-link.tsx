// The family's private status link: whether it works and since when; revoke it (the old link
// then says "no longer valid"), or make a new one and e-mail it to the family.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { DetailAnswer } from '../../shared/contracts/desk-cases';
import { api, DeskError } from '../api';
import { useDeskT } from '../messages';
import { useStaff } from '../session';

export function FamilyLink({ detail, onDone }: { detail: DetailAnswer; onDone: () => void }) {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const [message, setMessage] = useState<string>();
  const link = detail.statusLink;
  const act = async (action: 'revoke' | 'renew') => {
    try {
      await api.submissions.statusLink(detail.submission.id, { action });
      setMessage(t(action === 'revoke' ? 'desk.link.revoked' : 'desk.link.renewed'));
      onDone();
    } catch (error) {
      setMessage(
        t(error instanceof DeskError && error.code === 'no-secret' ? 'desk.warning.noSecret' : 'desk.error.server'),
      );
    }
  };
  return (
    <section className="desk-card" aria-labelledby="link-title">
      <h2 id="link-title">{t('desk.link.title')}</h2>
      <p>
        {link?.live
          ? t('desk.link.live', { date: intl.formatDate(link.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })
          : t('desk.link.none')}
      </p>
      {message ? <p role="status">{message}</p> : null}
      {staff.role !== 'readonly' ? (
        <p className="desk-actions">
          {link?.live ? (
            <button type="button" className="desk-button desk-button--ghost" onClick={() => void act('revoke')}>
              {t('desk.link.revoke')}
            </button>
          ) : null}
          <button type="button" className="desk-button desk-button--ghost" onClick={() => void act('renew')}>
            {t('desk.link.renew')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
