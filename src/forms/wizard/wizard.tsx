// <Wizard meta draftId />: loads the form catalogues and the draft (restored through
// restoreDraft), then shows the form; a draft already marked ready shows its end state. A new
// form shows with the first parts of its catalogues (./warm-up.ts brings the rest).

import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { catalogueOf, FormMessagesProvider } from '../messages';
import type { WizardMeta } from '../types';
import { useFormShown } from '../shown';
import { useFormT } from '../use-form-t';
import { WizardDone } from './parts';
import { useLoadedDraft } from './use-loaded-draft';
import { WizardForm } from './wizard-form';

export interface WizardProps {
  // Each wizard has its own data type; the framework only moves it around.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: WizardMeta<any>;
  /** The draft to open; without one the form starts empty and a draft is created on the first change. */
  draftId?: string;
  /** `draftId` is a new draft's: open it if stored, else start empty and store it under that id. */
  isNew?: boolean;
  /** Called when this device does not have the draft `draftId` (its page may say "not found"). */
  onMissing?: () => void;
  /** Called once the first change has created the draft. */
  onDraftCreated?: (draftId: string) => void;
  /** Called after Submit, with what the checks of Submit returned (the robot-check token). */
  onDone?: (draftId: string, extras: Record<string, unknown>) => void;
  /** Shown under the end state (a link back, "start again"). */
  after?: ReactNode;
}

/** Shown while a form's texts or draft load (and in the prerendered page). */
export function WizardLoading() {
  return <div className="wizard-loading" aria-busy="true" />;
}

function WizardBody({ meta, draftId, isNew = false, onMissing, onDraftCreated, onDone, after }: WizardProps) {
  const t = useFormT();
  // A submission reopened to correct it is read again (`round`), by the id it was made from.
  const [target, setTarget] = useState({ id: draftId, round: 0 });
  const reopen = (id: string) => setTarget((current) => ({ id, round: current.round + 1 }));
  const loaded = useLoadedDraft(meta, target.id, target.round, isNew && target.round === 0);
  const missing = loaded.state === 'missing';
  useFormShown(missing);
  useEffect(() => {
    if (missing) onMissing?.();
  }, [missing, onMissing]);
  if (loaded.state === 'loading') {
    return (
      <p className="wizard-loading" aria-busy="true">
        {t('form.common.loading')}
      </p>
    );
  }
  if (loaded.state === 'missing') {
    return (
      <p className="wizard-missing" role="alert">
        {t('form.common.draftMissing')}
      </p>
    );
  }
  const body = loaded.sent ? (
    <Suspense fallback={<WizardLoading />}>
      <WizardDone meta={meta} draftId={loaded.draftId} onReopen={reopen}>
        {after}
      </WizardDone>
    </Suspense>
  ) : (
    <WizardForm
      key={`${loaded.draftId ?? 'new'}-${target.round}`}
      meta={meta}
      initial={loaded}
      onDraftCreated={onDraftCreated}
      onDone={onDone}
      onReopen={reopen}
      after={after}
    />
  );
  if (!loaded.stored) return body;
  // A stored draft may open on any tab, with the school's errors or its end state: all its texts first.
  return (
    <FormMessagesProvider name={catalogueOf(meta)} fallback={<WizardLoading />}>
      {body}
    </FormMessagesProvider>
  );
}

export function Wizard(props: WizardProps) {
  return (
    <FormMessagesProvider name={catalogueOf(props.meta)} fallback={<WizardLoading />} first>
      <WizardBody {...props} />
    </FormMessagesProvider>
  );
}
