// What steps and fields may ask of the wizard they are in: the draft (created on demand), moving
// between steps (the summary's "Change" links) and checks that run when the form is sent.

import { createContext, useContext, useEffect, useRef } from 'react';
import type { WizardMeta } from '../types';
import type { FormMessageId } from '../../shared/records';

export type SubmitGuardResult =
  { ok: true; extras?: Record<string, unknown> } | { ok: false; field: string; message: FormMessageId };

/** A check that runs when the family presses Submit (the robot check). */
export type SubmitGuard = () => Promise<SubmitGuardResult> | SubmitGuardResult;

export interface WizardContextValue {
  meta: WizardMeta;
  /** The draft's id; undefined until the first change creates it. */
  draftId: string | undefined;
  /** The draft's id, creating the draft first if needed. */
  ensureDraft: () => Promise<string>;
  stepIndex: number;
  /** Goes to a step by id or index, without validating (as Previous does). */
  goTo: (step: string | number) => void;
  registerSubmitGuard: (guard: SubmitGuard) => () => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard() must be used inside <Wizard>');
  return value;
}

/** Adds `guard` to the checks of Submit while the calling component is shown. */
export function useSubmitGuard(guard: SubmitGuard): void {
  const { registerSubmitGuard } = useWizard();
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => registerSubmitGuard(() => latest.current()), [registerSubmitGuard]);
}
