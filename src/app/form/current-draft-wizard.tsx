// A form shown directly (every form but the application): it resumes the unfinished draft of its
// kind on this device, or starts a new one that its first change stores; "start again" after
// Submit, and what was sent from this device below.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadStorage, mayHoldRecords } from '../../db/light';
import { catalogueOf, Wizard, WizardLoading, type WizardMeta } from '../../forms';
import { useT } from '../use-t';
import { StoredSubmissions } from './start-page';

/** The unfinished draft of `meta.kind` on this device, if any (none without asking storage where nothing is stored). */
async function unfinishedDraft(meta: WizardMeta): Promise<string | undefined> {
  if (!(await mayHoldRecords())) return undefined;
  const drafts = await (await loadStorage()).listDrafts(meta.kind);
  return drafts.find((draft) => draft.status === 'draft')?.id;
}

/** A form shown directly: the unfinished draft of its kind, or a new one on the first change. */
export default function CurrentDraftWizard({ meta }: { meta: WizardMeta }) {
  const [current, setCurrent] = useState<{ id: string | undefined; round: number }>();
  // The draft the form above made: its status shows there, not again in the list.
  const [created, setCreated] = useState<string>();
  useEffect(() => {
    let live = true;
    void unfinishedDraft(meta)
      .catch(() => undefined)
      .then((id) => live && setCurrent({ id, round: 0 }));
    return () => {
      live = false;
    };
  }, [meta]);
  if (!current) return <WizardLoading />;
  const again = (
    <StartAgain
      catalogue={catalogueOf(meta)}
      onClick={() => setCurrent((c) => ({ id: undefined, round: (c?.round ?? 0) + 1 }))}
    />
  );
  const open = (id: string) => setCurrent((c) => ({ id, round: (c?.round ?? 0) + 1 }));
  return (
    <>
      <Wizard
        key={`${current.id ?? 'new'}-${current.round}`}
        meta={meta}
        draftId={current.id}
        onDraftCreated={setCreated}
        after={again}
      />
      <StoredSubmissions kind={meta.kind} catalogue={catalogueOf(meta)} onOpen={open} exclude={current.id ?? created} />
    </>
  );
}

/** "Send another message": the wizard's own wording (`form.<kind>.again`) or the general one. */
function StartAgain({ catalogue, onClick }: { catalogue: string; onClick: () => void }) {
  const t = useT();
  const intl = useIntl();
  const own = `form.${catalogue}.again` as const;
  return (
    <p>
      <button type="button" className="button button--ghost" onClick={onClick}>
        {t(own in intl.messages ? own : 'form.common.startAgain')}
      </button>
    </p>
  );
}
