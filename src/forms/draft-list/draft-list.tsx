// The start page of a form with several drafts per device (the application): each draft being
// filled in, with Resume and Delete, and "Start a new application".

import { useRef, useState } from 'react';
import { createDraft, deleteDraft } from '../../db';
import { useDrafts } from '../../db/hooks';
import { catalogueOf, FormMessagesProvider } from '../messages';
import type { WizardMeta } from '../types';
import type { DraftRecord, FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { WizardLoading } from '../wizard';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { DraftItem, useDraftName } from './draft-item';

export interface DraftListProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: WizardMeta<any>;
  /** The address that opens a draft (`/application-form/<id>`). */
  draftHref: (draftId: string) => string;
  /** Called with the new draft's id after "start new" created it (the page navigates to it). */
  onCreated: (draftId: string) => void;
  startLabel?: FormMessageId;
}

function DraftListBody({ meta, draftHref, onCreated, startLabel }: DraftListProps) {
  const t = useFormT();
  // Submitted forms are listed by <SubmissionList> with their sending state.
  const drafts = useDrafts(meta.kind)?.filter((draft) => draft.status === 'draft');
  const nameOf = useDraftName();
  const [deleting, setDeleting] = useState<DraftRecord>();
  const [starting, setStarting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const start = async () => {
    setStarting(true);
    try {
      const record = await createDraft(meta.kind, meta.defaults(), meta.schemaVersion);
      onCreated(record.id);
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="draft-list" aria-labelledby="draft-list-title">
      <h2 id="draft-list-title" ref={heading} tabIndex={-1}>
        {t('form.common.drafts.title')}
      </h2>
      <p className="draft-list__note">{t('form.common.drafts.note')}</p>
      {drafts === undefined ? (
        <p aria-busy="true">{t('form.common.loading')}</p>
      ) : drafts.length === 0 ? (
        <p>{t('form.common.drafts.empty')}</p>
      ) : (
        <ul className="draft-list__items">
          {drafts.map((draft) => (
            <DraftItem key={draft.id} draft={draft} href={draftHref(draft.id)} onDelete={() => setDeleting(draft)} />
          ))}
        </ul>
      )}
      <p>
        <button type="button" className="button button--accent" disabled={starting} onClick={() => void start()}>
          {t(startLabel ?? 'form.common.drafts.start')}
        </button>
      </p>
      <DeleteDraftDialog
        name={deleting ? nameOf(deleting) : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(undefined);
          if (target) void deleteDraft(target.id).then(() => heading.current?.focus());
        }}
      />
    </section>
  );
}

export function DraftList(props: DraftListProps) {
  return (
    <FormMessagesProvider name={catalogueOf(props.meta)} fallback={<WizardLoading />}>
      <DraftListBody {...props} />
    </FormMessagesProvider>
  );
}
