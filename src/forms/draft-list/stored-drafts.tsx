// The drafts this device holds, live (src/db/hooks.ts), with the "Delete this draft?" dialog:
// the part of the draft list that needs the storage code and the rest of the form's texts,
// loaded only where drafts may exist. Each draft's safe copy shows where the family turned safe
// copies on (their code loads only then).

import { lazy, Suspense, useState } from 'react';
import { deleteDraft } from '../../db';
import { useDrafts, useHasSafeCopies } from '../../db/hooks';
import type { DraftRecord, FormKind } from '../../shared/records';
import { FormMessagesProvider } from '../messages';
import { useFormShown } from '../shown';
import { useFormT } from '../use-form-t';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { DraftItem, useDraftName } from './draft-item';

const SafeCopyDraftStatus = lazy(() =>
  import('../../safe-copy/ui/draft-status').then((module) => ({ default: module.SafeCopyDraftStatus })),
);

interface StoredDraftsProps {
  kind: FormKind;
  /** The form's catalogue: its texts of stored drafts load with them. */
  catalogue: string;
  draftHref: (draftId: string) => string;
  onOpen?: (draftId: string) => void;
}

function Drafts({ kind, draftHref, onOpen }: Omit<StoredDraftsProps, 'catalogue'>) {
  const t = useFormT();
  // Submitted forms are listed by <SubmissionList> with their sending state.
  const drafts = useDrafts(kind)?.filter((draft) => draft.status === 'draft');
  const nameOf = useDraftName();
  const safeCopies = useHasSafeCopies();
  const [deleting, setDeleting] = useState<DraftRecord>();
  useFormShown(drafts !== undefined);
  const focusHeading = () => document.getElementById('draft-list-title')?.focus();
  if (drafts === undefined) return <p aria-busy="true">{t('form.common.loading')}</p>;
  return (
    <>
      {drafts.length === 0 ? (
        <p>{t('form.common.drafts.empty')}</p>
      ) : (
        <ul className="draft-list__items">
          {drafts.map((draft) => (
            <DraftItem
              key={draft.id}
              draft={draft}
              href={draftHref(draft.id)}
              onOpen={onOpen}
              onDelete={() => setDeleting(draft)}
            >
              {safeCopies ? (
                <Suspense fallback={null}>
                  <SafeCopyDraftStatus draftId={draft.id} />
                </Suspense>
              ) : null}
            </DraftItem>
          ))}
        </ul>
      )}
      <DeleteDraftDialog
        name={deleting ? nameOf(deleting) : undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(undefined);
          if (target) void deleteDraft(target.id).then(focusHeading);
        }}
      />
    </>
  );
}

export default function StoredDrafts({ catalogue, ...props }: StoredDraftsProps) {
  const t = useFormT();
  return (
    <FormMessagesProvider name={catalogue} fallback={<p aria-busy="true">{t('form.common.loading')}</p>}>
      <Drafts {...props} />
    </FormMessagesProvider>
  );
}
