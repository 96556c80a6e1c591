// The end state after Submit: the wizard's own thank-you, then what became of the submission
// (saved and waiting, sending, received with its reference, or what needs attention).

import { useEffect, useRef, type ReactNode } from 'react';
import { SubmissionStatus } from '../submission/submission-status';
import type { WizardMeta } from '../types';
import { useFormShown } from '../shown';
import { useFormT } from '../use-form-t';

interface WizardDoneProps {
  meta: WizardMeta;
  draftId: string | undefined;
  /** "Correct the answers": the submission is a draft again; open it. */
  onReopen: (draftId: string) => void;
  children?: ReactNode;
}

export function WizardDone({ meta, draftId, onReopen, children }: WizardDoneProps) {
  const t = useFormT();
  const heading = useRef<HTMLHeadingElement>(null);
  useFormShown();
  useEffect(() => heading.current?.focus(), []);
  const title = meta.completion?.title ?? 'form.common.ready.title';
  const body = meta.completion?.body ?? 'form.common.ready.body';
  return (
    <section className="wizard-done" aria-labelledby="wizard-done-title">
      <h2 id="wizard-done-title" ref={heading} tabIndex={-1}>
        {t(title)}
      </h2>
      <p>{t(body)}</p>
      {draftId ? <SubmissionStatus draftId={draftId} onReopen={onReopen} /> : null}
      {children}
    </section>
  );
}
