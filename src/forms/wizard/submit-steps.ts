// What Submit does once the family presses it, apart from the wizard's first code (loaded at the
// first Submit, or ahead by ./warm-up.ts): run the checks of Submit (robot check), find any
// earlier step that no longer passes, check the whole form, ask for consent where the wizard
// requires it, then put the draft in the outbox (src/db: it is sent from there).

import type { UseFormReturn } from 'react-hook-form';
import { loadStorage } from '../../db/light';
import type { Locale } from '../../i18n/locales';
import type { WizardMeta } from '../types';
import { loadSchema } from './schemas';
import { firstInvalidStep, parseOptions } from './step-resolver';
import type { Autosave } from './use-autosave';
import type { SubmitGuard } from './wizard-context';

export type Phase = 'editing' | 'consent' | 'sending' | 'failed' | 'done';

export interface SubmitContext {
  meta: WizardMeta;
  form: UseFormReturn;
  autosave: Autosave;
  locale: Locale;
  ensureDraft: () => Promise<string>;
  stepIndex: () => number;
  goTo: (index: number, then?: 'validate') => void;
  showSummary: () => void;
  onDone?: (draftId: string, extras: Record<string, unknown>) => void;
  guards: ReadonlySet<SubmitGuard>;
  /** What the checks of Submit returned (the robot-check token), kept for `finish`. */
  extras: { current: Record<string, unknown> };
  setPhase: (phase: Phase) => void;
}

/** Runs every check; puts each failure on its field; the extras when all pass. */
async function runGuards({ guards, form }: SubmitContext): Promise<Record<string, unknown> | undefined> {
  const collected: Record<string, unknown> = {};
  let ok = true;
  for (const guard of guards) {
    const result = await guard();
    if (result.ok) Object.assign(collected, result.extras);
    else {
      ok = false;
      form.setError(result.field, { type: 'guard', message: result.message });
    }
  }
  return ok ? collected : undefined;
}

/** Stores what is unsaved and puts the draft in the outbox. */
export async function finish(context: SubmitContext): Promise<void> {
  const { autosave, ensureDraft, extras, locale, onDone, setPhase } = context;
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
}

/** The last step passed its check: everything else, then consent or the outbox. */
export async function onValidSubmit(context: SubmitContext): Promise<void> {
  const { meta, form, stepIndex, goTo, showSummary } = context;
  const passed = await runGuards(context);
  if (!passed) return showSummary();
  const data = form.getValues() as Record<string, unknown>;
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
  context.extras.current = passed;
  if (meta.requiresConsent) context.setPhase('consent');
  else await finish(context);
}

/** The last step did not pass: the checks of Submit still put their messages on their fields. */
export async function onInvalidSubmit(context: SubmitContext): Promise<void> {
  await runGuards(context);
  context.showSummary();
}
