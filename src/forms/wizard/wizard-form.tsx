// One open draft: the react-hook-form instance, the current step, autosave and the submit flow,
// laid out as step indicator, error summary, step heading, the step's fields and the buttons.
// The consent dialog and the end state load when they are first needed (./parts.ts). Moving to
// another step renders it at once (in the same task as the check that allowed it), then saves
// the draft with its new step.

import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isPrivateSession } from '../../db/light';
import { FieldLabelsProvider } from '../field-labels';
import { useFormShown } from '../shown';
import { catalogueOf, loadFormMessages } from '../messages';
import type { WizardMeta } from '../types';
import { useFormLocale } from '../use-form-locale';
import { useFormT } from '../use-form-t';
import { ConsentDialog, ErrorSummary, SafeCopyPanel, WizardDone } from './parts';
import { SaveStatusLine } from './save-status';
import { StepIndicator } from './step-indicator';
import { StepCursor } from './step-cursor';
import { useAutosave } from './use-autosave';
import { useDraftIdentity } from './use-draft-identity';
import { useSubmitFlow } from './use-submit-flow';
import { useWarmSchemas } from './use-warm-schemas';
import { WizardContext, type WizardContextValue } from './wizard-context';
import { WizardNav } from './wizard-nav';

export interface WizardFormProps {
  meta: WizardMeta;
  initial: {
    draftId: string | undefined;
    /** False for a new draft, which the first change stores (with `draftId` when given). */
    stored: boolean;
    data: Record<string, unknown>;
    step: number;
    serverErrors?: Record<string, string[]>;
  };
  onDraftCreated?: (draftId: string) => void;
  onDone?: (draftId: string, extras: Record<string, unknown>) => void;
  onReopen: (draftId: string) => void;
  after?: ReactNode;
}

/** Rendered with the step's fields: the form is shown once they are. */
function StepShown() {
  useFormShown();
  return null;
}

export function WizardForm({ meta, initial, onDraftCreated, onDone, onReopen, after }: WizardFormProps) {
  const t = useFormT();
  const intl = useIntl();
  const locale = useFormLocale();
  const [stepIndex, setStepIndex] = useState(initial.step);
  const [reached, setReached] = useState(initial.step);
  // A check needs the catalogues' rest (the errors of every tab are there) and the error summary.
  const [cursor] = useState(
    () =>
      new StepCursor(meta, initial.step, () =>
        Promise.all([loadFormMessages(locale, catalogueOf(meta)), ErrorSummary.preload()]),
      ),
  );
  const currentStep = cursor.current;
  const form = useForm({
    defaultValues: initial.data,
    resolver: cursor.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { getValues } = form;
  const data = useCallback(() => getValues() as Record<string, unknown>, [getValues]);
  const { draftId, ensureDraft } = useDraftIdentity(
    meta,
    { id: initial.draftId, stored: initial.stored },
    data,
    onDraftCreated,
  );
  const autosave = useAutosave({ meta, form, step: currentStep, ensureDraft });
  const { saveNow } = autosave;
  const warmUp = useWarmSchemas({ meta, locale, form, eager: initial.stored });

  // Reopened after the school refused some answers: the summary shows at once.
  const [summaryRequest, setSummaryRequest] = useState(initial.serverErrors ? 1 : 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrival = useRef<'focus' | 'validate' | null>(null);
  const showSummary = useCallback(() => setSummaryRequest((n) => n + 1), []);

  const goTo = useCallback(
    (target: string | number, then?: 'validate') => {
      const index = typeof target === 'number' ? target : meta.steps.findIndex((s) => s.id === target);
      if (index < 0 || index >= meta.steps.length) return;
      // A new step starts clean: no summary, no errors, validation again only on Next.
      form.reset(undefined, {
        keepValues: true,
        keepDirty: true,
        keepDefaultValues: true,
        keepTouched: true,
        keepFieldsRef: true,
      });
      cursor.moveTo(index);
      arrival.current = then ?? 'focus';
      // Next's check ends in a microtask: without flushSync the step would wait for a task of its own.
      flushSync(() => {
        setSummaryRequest(0);
        setStepIndex(index);
        setReached((r) => Math.max(r, index));
      });
      // Saved at once (a family may close the page right after), once the step is on screen.
      void saveNow();
    },
    [meta, form, saveNow, cursor],
  );

  const flow = useSubmitFlow({
    meta,
    form,
    autosave,
    ensureDraft,
    stepIndex: currentStep,
    goTo,
    showSummary,
    onDone,
  });
  // The dialog loads when first asked for, then stays (it gives focus back when it closes).
  const [consentSeen, setConsentSeen] = useState(false);
  if (flow.phase === 'consent' && !consentSeen) setConsentSeen(true);
  const onNext = (event?: BaseSyntheticEvent) => {
    warmUp();
    return form.handleSubmit(() => goTo(currentStep() + 1), showSummary)(event);
  };
  const onSubmit = (event?: BaseSyntheticEvent) => {
    warmUp();
    return flow.submit(event);
  };
  const isLast = stepIndex === meta.steps.length - 1;

  // Reopened after the school refused some answers: show its messages on those fields.
  const { serverErrors } = initial;
  useEffect(() => {
    if (!serverErrors) return;
    const known = (id: string) => id.startsWith('form.') && id in intl.messages;
    for (const [path, messages] of Object.entries(serverErrors)) {
      const message = messages.find(known) ?? 'form.common.invalid';
      form.setError(path, { type: 'server', message });
    }
  }, [serverErrors, form, intl]);

  useEffect(() => {
    const then = arrival.current;
    arrival.current = null;
    if (then === 'validate') void form.handleSubmit(() => undefined, showSummary)();
    if (then === 'focus') {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [stepIndex, form, showSummary]);

  const context = useMemo<WizardContextValue>(
    () => ({ meta, draftId, ensureDraft, stepIndex, goTo, registerSubmitGuard: flow.registerSubmitGuard }),
    [meta, draftId, ensureDraft, stepIndex, goTo, flow.registerSubmitGuard],
  );
  const step = meta.steps[stepIndex] ?? meta.steps[0];
  if (!step) return null;
  const StepComponent = step.Component;

  return (
    <WizardContext.Provider value={context}>
      <FormProvider {...form}>
        <FieldLabelsProvider>
          {flow.phase === 'done' ? (
            <Suspense fallback={<p className="wizard-loading" aria-busy="true" />}>
              <WizardDone meta={meta} draftId={draftId} onReopen={onReopen}>
                {after}
              </WizardDone>
            </Suspense>
          ) : (
            <div className="wizard">
              <StepIndicator steps={meta.steps} current={stepIndex} reached={reached} onSelect={goTo} />
              <form
                className="wizard__form"
                noValidate
                autoComplete={isPrivateSession() ? 'off' : undefined}
                onSubmit={isLast ? onSubmit : onNext}
              >
                {summaryRequest ? (
                  <Suspense fallback={null}>
                    <ErrorSummary request={summaryRequest} />
                  </Suspense>
                ) : null}
                <h2 id="wizard-step-title" className="wizard__step-title" ref={headingRef} tabIndex={-1}>
                  {meta.steps.length > 1 ? (
                    <span className="wizard__step-count">
                      {t('form.common.steps.count', { number: stepIndex + 1, total: meta.steps.length })}
                    </span>
                  ) : null}
                  {t(step.title)}
                </h2>
                <p className="wizard__required-note">{t('form.common.requiredNote')}</p>
                {/* The buttons arrive with the step's fields: nothing is sent unseen. */}
                <Suspense fallback={<p className="wizard-loading">{t('form.common.loading')}</p>}>
                  <StepComponent draftId={draftId ?? ''} />
                  <StepShown />
                  <WizardNav
                    isFirst={stepIndex === 0}
                    isLast={isLast}
                    busy={flow.phase === 'sending'}
                    onPrevious={() => goTo(stepIndex - 1)}
                    onSaveDraft={() => void autosave.saveNow()}
                  />
                </Suspense>
                {flow.phase === 'failed' ? (
                  <p className="wizard-status wizard-status--failed" role="alert">
                    {t('form.common.submitFailed')}
                  </p>
                ) : null}
                <SaveStatusLine store={autosave.status} />
              </form>
              {/* Safe copies load once a draft exists: after the first input, or with a stored draft's rest. */}
              {draftId ? (
                <Suspense fallback={null}>
                  <SafeCopyPanel kind={meta.kind} draftId={draftId} returning={initial.stored} />
                </Suspense>
              ) : null}
              {meta.requiresConsent && (consentSeen || flow.phase === 'consent') ? (
                <Suspense fallback={null}>
                  <ConsentDialog
                    open={flow.phase === 'consent'}
                    terms={meta.consentTerms}
                    onCancel={flow.cancelConsent}
                    onConfirm={flow.confirmConsent}
                  />
                </Suspense>
              ) : null}
            </div>
          )}
        </FieldLabelsProvider>
      </FormProvider>
    </WizardContext.Provider>
  );
}
