// One saved draft in the list: whose it is, when it was last saved, how far it is, and its actions.

import type { MouseEvent, ReactNode } from 'react';
import { FormattedDate } from 'react-intl';
import { useIntl } from 'react-intl';
import type { DraftRecord } from '../../shared/records';
import { useFormT } from '../use-form-t';

export function useDraftName(): (draft: DraftRecord) => string {
  const t = useFormT();
  const intl = useIntl();
  return (draft) =>
    draft.names.length ? intl.formatList(draft.names, { type: 'conjunction' }) : t('form.common.drafts.untitled');
}

interface DraftItemProps {
  draft: DraftRecord;
  href: string;
  /** Opens the draft in the page on a plain click (the link's address works on its own). */
  onOpen?: (draftId: string) => void;
  onDelete: () => void;
  /** Shown under the progress: the draft's safe copy, where safe copies are on. */
  children?: ReactNode;
}

/** A click the page may handle itself: the main button, no key that asks for a new tab or window. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function DraftItem({ draft, href, onOpen, onDelete, children }: DraftItemProps) {
  const t = useFormT();
  const intl = useIntl();
  const name = useDraftName()(draft);
  const ready = draft.status === 'ready';
  const percent = intl.formatNumber(draft.completeness, { style: 'percent', maximumFractionDigits: 0 });
  const titleId = `draft-${draft.id}`;
  return (
    <li className="draft-item">
      <h3 className="draft-item__title" id={titleId}>
        {name}
      </h3>
      <p className="draft-item__saved">
        {t('form.common.drafts.lastSaved')}{' '}
        <FormattedDate value={draft.updatedAt} dateStyle="medium" timeStyle="short" />
      </p>
      {ready ? (
        <p className="draft-item__ready">{t('form.common.drafts.ready')}</p>
      ) : (
        <p className="draft-item__progress">
          <label htmlFor={`${titleId}-progress`}>{t('form.common.drafts.completeness', { percent })}</label>
          <progress id={`${titleId}-progress`} max={1} value={draft.completeness} />
        </p>
      )}
      {children}
      <p className="draft-item__actions">
        <a
          className="button"
          href={href}
          aria-describedby={titleId}
          onClick={(event) => {
            if (!onOpen || !isPlainClick(event)) return;
            event.preventDefault();
            onOpen(draft.id);
          }}
        >
          {ready ? t('form.common.drafts.view') : t('form.common.drafts.resume')}
        </a>
        <button type="button" className="button button--ghost" onClick={onDelete} aria-describedby={titleId}>
          {t('form.common.drafts.delete')}
        </button>
      </p>
    </li>
  );
}
