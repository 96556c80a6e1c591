// The start page of a form with several drafts per device (the application): each draft being
// filled in, with Resume and Delete, and "Start a new application". On a device that holds
// nothing yet the list is empty at once; the stored drafts' part (./stored-drafts.tsx, with the
// storage code) loads only on a device that may have some.

import { lazy, Suspense } from 'react';
import { catalogueOf, FormMessagesProvider } from '../messages';
import type { WizardMeta } from '../types';
import type { FormMessageId } from '../../shared/records';
import { useFormT } from '../use-form-t';
import { useFormShown } from '../shown';
import { useMayHoldRecords } from '../use-stored-records';
import { WizardLoading } from '../wizard/wizard';

const StoredDrafts = lazy(() => import('./stored-drafts'));

export interface DraftListProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: WizardMeta<any>;
  /** The address that opens a draft (`/application-form/<id>`). */
  draftHref: (draftId: string) => string;
  /** Opens a draft in the page (a plain click on its link); the link's address works without it. */
  onOpen?: (draftId: string) => void;
  /** "Start a new application": the page opens a new draft (stored on its first change). */
  onStart: () => void;
  startLabel?: FormMessageId;
}

function DraftListBody({ meta, draftHref, onOpen, onStart, startLabel }: DraftListProps) {
  const t = useFormT();
  const stored = useMayHoldRecords();
  useFormShown(stored === false);
  const loading = <p aria-busy="true">{t('form.common.loading')}</p>;
  return (
    <section className="draft-list" aria-labelledby="draft-list-title">
      <h2 id="draft-list-title" tabIndex={-1}>
        {t('form.common.drafts.title')}
      </h2>
      <p className="draft-list__note">{t('form.common.drafts.note')}</p>
      {stored === undefined ? (
        loading
      ) : stored ? (
        <Suspense fallback={loading}>
          <StoredDrafts kind={meta.kind} catalogue={catalogueOf(meta)} draftHref={draftHref} onOpen={onOpen} />
        </Suspense>
      ) : (
        <p>{t('form.common.drafts.empty')}</p>
      )}
      <p>
        <button type="button" className="button button--accent" onClick={onStart}>
          {t(startLabel ?? 'form.common.drafts.start')}
        </button>
      </p>
    </section>
  );
}

export function DraftList(props: DraftListProps) {
  return (
    <FormMessagesProvider name={catalogueOf(props.meta)} fallback={<WizardLoading />} first>
      <DraftListBody {...props} />
    </FormMessagesProvider>
  );
}
