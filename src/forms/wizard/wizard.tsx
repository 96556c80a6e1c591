// <Wizard meta draftId />: loads the form catalogues and the draft (restored through
// restoreDraft), then shows the form; a draft already marked ready shows its end state.

import { useState, type ReactNode } from 'react';
import { catalogueOf, FormMessagesProvider } from '../messages';
import type { WizardMeta } from '../types';
import { useFormT } from '../use-form-t';
import { useLoadedDraft } from './use-loaded-draft';
import { WizardDone } from './wizard-done';
import { WizardForm } from './wizard-form';

export interface WizardProps {
  // Each wizard has its own data type; the framework only moves it around.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: WizardMeta<any>;
  /** The draft to open; without one the form starts empty and a draft is created on the first change. */
  draftId?: string;
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

function WizardBody({ meta, draftId, onDraftCreated, onDone, after }: WizardProps) {
  const t = useFormT();
  // A submission reopened to correct it is read again (`round`), by the id it was made from.
  const [target, setTarget] = useState({ id: draftId, round: 0 });
  const reopen = (id: string) => setTarget((current) => ({ id, round: current.round + 1 }));
  const loaded = useLoadedDraft(meta, target.id, target.round);
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
  if (loaded.sent) {
    return (
      <WizardDone meta={meta} draftId={loaded.draftId} onReopen={reopen}>
        {after}
      </WizardDone>
    );
  }
  return (
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
}

export function Wizard(props: WizardProps) {
  return (
    <FormMessagesProvider name={catalogueOf(props.meta)} fallback={<WizardLoading />}>
      <WizardBody {...props} />
    </FormMessagesProvider>
  );
}
