// The building blocks of a wizard's summary step: a section per step with its "Change" button back
// to that step, lists of answers, and rows (an empty answer reads "Not given" or what the row says
// instead). The wizard decides what goes in them; the texts are the framework's.

import type { ReactNode } from 'react';
import type { FormMessageId } from '../shared/records';
import { useFormT } from './use-form-t';
import { useWizard } from './wizard/wizard-context';

export function SummarySection({ title, step, children }: { title: FormMessageId; step: string; children: ReactNode }) {
  const t = useFormT();
  const { goTo } = useWizard();
  const id = `summary-${step}`;
  return (
    <section className="summary__section" aria-labelledby={id}>
      <div className="summary__head">
        <h3 id={id}>{t(title)}</h3>
        <button type="button" className="button button--ghost button--small" onClick={() => goTo(step)}>
          {t('form.common.summary.change')}
          <span className="visually-hidden"> {t(title)}</span>
        </button>
      </div>
      {children}
    </section>
  );
}

export function SummaryList({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      {title ? <h4 className="summary__subtitle">{title}</h4> : null}
      <dl className="summary__list">{children}</dl>
    </>
  );
}

export interface SummaryRowProps {
  label: FormMessageId;
  value: string | undefined;
  /** What an empty answer reads; "Not given" by default. */
  empty?: FormMessageId;
}

export function SummaryRow({ label, value, empty = 'form.common.summary.notGiven' }: SummaryRowProps) {
  const t = useFormT();
  const given = value?.trim();
  return (
    <div className="summary__row">
      <dt>{t(label)}</dt>
      <dd className="summary__value">{given || <span className="summary__empty">{t(empty)}</span>}</dd>
    </div>
  );
}
