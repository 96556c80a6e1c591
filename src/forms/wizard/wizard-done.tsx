// The end state after Submit: saved on this device and ready to send (the outbox issue will
// make this "sent"), or the wizard's own thank-you.

import { useEffect, useRef, type ReactNode } from 'react';
import type { WizardMeta } from '../types';
import { useFormT } from '../use-form-t';

export function WizardDone({ meta, children }: { meta: WizardMeta; children?: ReactNode }) {
  const t = useFormT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = meta.completion?.title ?? 'form.common.ready.title';
  const body = meta.completion?.body ?? 'form.common.ready.body';
  return (
    <section className="wizard-done" aria-labelledby="wizard-done-title">
      <h2 id="wizard-done-title" ref={heading} tabIndex={-1}>
        {t(title)}
      </h2>
      <p>{t(body)}</p>
      {children}
    </section>
  );
}
