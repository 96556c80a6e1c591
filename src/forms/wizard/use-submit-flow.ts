// What Submit does, as the wizard holds it: the phase (editing, consent, sending, failed, done),
// the checks of Submit that steps register (robot check), and `submit`, which validates the last
// step and then runs ./submit-steps.ts (loaded at the first Submit, or ahead by ./warm-up.ts):
// the checks, earlier steps, the whole form, consent, the outbox.

import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useFormLocale } from '../use-form-locale';
import type { Phase, SubmitContext } from './submit-steps';
import type { SubmitGuard } from './wizard-context';

export type { Phase } from './submit-steps';

/** What the wizard hands the flow: the context of Submit's steps, less what the flow keeps itself. */
type SubmitFlowOptions = Omit<SubmitContext, 'locale' | 'guards' | 'extras' | 'setPhase'>;

const steps = () => import('./submit-steps');

export function useSubmitFlow(options: SubmitFlowOptions) {
  const locale = useFormLocale();
  const [phase, setPhase] = useState<Phase>('editing');
  const guards = useRef(new Set<SubmitGuard>());
  const extras = useRef<Record<string, unknown>>({});
  const context = (): SubmitContext => ({ ...options, locale, guards: guards.current, extras, setPhase });

  const registerSubmitGuard = useCallback((guard: SubmitGuard) => {
    guards.current.add(guard);
    return () => void guards.current.delete(guard);
  }, []);

  const { form } = options;
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(
      async () => (await steps()).onValidSubmit(context()),
      async () => (await steps()).onInvalidSubmit(context()),
    )(event);

  return {
    phase,
    cancelConsent: () => setPhase('editing'),
    confirmConsent: () => void steps().then((module) => module.finish(context())),
    registerSubmitGuard,
    submit,
  };
}
