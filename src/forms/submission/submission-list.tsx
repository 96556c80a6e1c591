// "Sent from this device" on a form's page: submissions of that kind still waiting (with their
// state, the school's server's trouble included, and a way to open them) and the receipts the school confirmed (reference and date, and
// the family's private status page when the school gave its link).

import { useIntl } from 'react-intl';
import { type OutboxItem } from '../../db';
import { useOutbox, useReceipts } from '../../db/hooks';
import { serverInTrouble } from '../../outbox';
import type { FormKind, FormMessageId } from '../../shared/records';
import { usePagePath } from '../use-form-locale';
import { useFormT } from '../use-form-t';

const stateLabel: Record<OutboxItem['status'], FormMessageId> = {
  queued: 'form.common.outbox.list.waiting',
  sending: 'form.common.outbox.list.sending',
  'needs-attention': 'form.common.outbox.list.attention',
  sent: 'form.common.outbox.list.sending',
};

interface SubmissionListProps {
  kind: FormKind;
  /** Opens the form of a waiting submission (its status, what needs attention). */
  onOpen: (draftId: string) => void;
  /** A draft whose submission is shown elsewhere on the page (the open form's own status). */
  exclude?: string;
}

export function SubmissionList({ kind, onOpen, exclude }: SubmissionListProps) {
  const t = useFormT();
  const intl = useIntl();
  const pagePath = usePagePath();
  const items = useOutbox()?.filter((item) => item.kind === kind && item.draftId !== exclude) ?? [];
  const receipts = useReceipts(kind)?.filter((receipt) => !exclude || receipt.draftId !== exclude) ?? [];
  if (items.length === 0 && receipts.length === 0) return null;
  const nameOf = (names: string[]) =>
    names.length ? intl.formatList(names, { type: 'conjunction' }) : t('form.common.outbox.list.untitled');
  return (
    <section className="submission-list" aria-labelledby="submission-list-title">
      <h2 id="submission-list-title">{t('form.common.outbox.list.title')}</h2>
      <ul className="submission-list__items">
        {items.map((item) => (
          <li key={item.id} className={`submission-list__item submission-list__item--${item.status}`}>
            <span className="submission-list__name">{nameOf(item.names)}</span>{' '}
            <span className="submission-list__state">
              {t(
                serverInTrouble(item, item.updatedAt)
                  ? 'form.common.outbox.list.serverTrouble'
                  : stateLabel[item.status],
              )}
            </span>{' '}
            <button type="button" className="button button--ghost button--small" onClick={() => onOpen(item.draftId)}>
              {t('form.common.outbox.list.open')}
            </button>
          </li>
        ))}
        {receipts.map((receipt) => (
          <li key={receipt.id} className="submission-list__item submission-list__item--received">
            <span className="submission-list__name">{nameOf(receipt.names)}</span>{' '}
            <span className="submission-list__state">
              {t('form.common.outbox.list.received', {
                reference: receipt.reference,
                date: intl.formatDate(receipt.receivedAt, { dateStyle: 'medium' }),
              })}
            </span>
            {receipt.statusToken ? (
              <>
                {' '}
                <a
                  className="submission-list__status"
                  href={`${pagePath('application-status')}#${receipt.statusToken}`}
                >
                  {t('form.common.outbox.list.status')}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
