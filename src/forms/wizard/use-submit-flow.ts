// What Next and Submit do: validate the step (the error summary on failure), run the checks of
// Submit (robot check), find any earlier step that no longer passes, ask for consent where the
// wizard requires it, then put the draft in the outbox (src/db: it is sent from there). The
// checks' code (./step-resolver.ts, with the schemas) loads with the first check.

import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { loadStorage } from '../../db/light';
import type { WizardMeta } from '../types';
import { useFormLocale } from '../use-form-locale';
import type { Autosave } from './use-autosave';
import type { SubmitGuard } from './wizard-context';

export type Phase = 'editing' | 'consent' | 'sending' | 'failed' | 'done';

interface SubmitFlowOptions {
  meta: WizardMeta;
  form: UseFormReturn;
  autosave: Autosave;
  ensureDraft: () => Promise<string>;
  stepIndex: () => number;
  goTo: (index: number, then?: 'validate') => void;
  showSummary: () => void;
  onDone?: (draftId: string, extras: Record<string, unknown>) => void;
}

export function useSubmitFlow(options: SubmitFlowOptions) {
  const { meta, form, autosave, ensureDraft, stepIndex, goTo, showSummary, onDone } = options;
  const locale = useFormLocale();
  const [phase, setPhase] = useState<Phase>('editing');
  const guards = useRef(new Set<SubmitGuard>());
  const extras = useRef<Record<string, unknown>>({});

  const registerSubmitGuard = useCallback((guard: SubmitGuard) => {
    guards.current.add(guard);
    return () => void guards.current.delete(guard);
  }, []);

  /** Runs every check; puts each failure on its field; the extras when all pass. */
  const runGuards = useCallback(async () => {
    const collected: Record<string, unknown> = {};
    let ok = true;
    for (const guard of guards.current) {
      const result = await guard();
      if (result.ok) Object.assign(collected, result.extras);
      else {
        ok = false;
        form.setError(result.field, { type: 'guard', message: result.message });
      }
    }
    return ok ? collected : undefined;
  }, [form]);

  const finish = useCallback(async () => {
    setPhase('sending');
    try {
      await autosave.flush();
      const id = await ensureDraft();
      const robotToken = extras.current.robotToken;
      const { enqueueSubmission } = await loadStorage();
      await enqueueSubmission(id, { locale, robotToken: typeof robotToken === 'string' ? robotToken : undefined });
      // The page's outbox triggers send it (started here if nothing was waiting when the page opened).
      void import('../../outbox').then((outbox) => outbox.startOutboxFlush());
      setPhase('done');
      onDone?.(id, extras.current);
    } catch {
      setPhase('failed');
    }
  }, [autosave, ensureDraft, onDone, locale]);

  const onValidSubmit = useCallback(async () => {
    const passed = await runGuards();
    if (!passed) return showSummary();
    const data = form.getValues() as Record<string, unknown>;
    const [{ firstInvalidStep, parseOptions }, { loadSchema }] = await Promise.all([
      import('./step-resolver'),
      import('./schemas'),
    ]);
    const invalid = await firstInvalidStep(meta, data);
    if (invalid >= 0 && invalid !== stepIndex()) return goTo(invalid, 'validate');
    const whole = (await loadSchema(meta.fullSchema)).safeParse(data, parseOptions);
    if (!whole.success) {
      for (const issue of whole.error.issues) {
        const message = issue.message.startsWith('form.') ? issue.message : 'form.common.invalid';
        form.setError(issue.path.join('.') || 'root', { type: 'whole', message });
      }
      return showSummary();
    }
    extras.current = passed;
    if (meta.requiresConsent) setPhase('consent');
    else await finish();
  }, [runGuards, showSummary, form, meta, stepIndex, goTo, finish]);

  const onInvalidSubmit = useCallback(async () => {
    await runGuards();
    showSummary();
  }, [runGuards, showSummary]);

  const submit = useCallback(
    (event?: BaseSyntheticEvent) => form.handleSubmit(onValidSubmit, onInvalidSubmit)(event),
    [form, onValidSubmit, onInvalidSubmit],
  );

  return {
    phase,
    cancelConsent: () => setPhase('editing'),
    confirmConsent: () => void finish(),
    registerSubmitGuard,
    submit,
  };
}
