// The pieces of the summary: a section per step with its "Change" button, and rows of answers
// (an empty answer reads "Not given" or what the row says instead).

import type { ReactNode } from 'react';
import { useWizard } from '../../forms';
import type { FormMessageId } from '../../forms/types';
import { useFormT } from '../../forms/use-form-t';

export function SummarySection({ title, step, children }: { title: FormMessageId; step: string; children: ReactNode }) {
  const t = useFormT();
  const { goTo } = useWizard();
  const id = `summary-${step}`;
  return (
    <section className="summary__section" aria-labelledby={id}>
      <div className="summary__head">
        <h3 id={id}>{t(title)}</h3>
        <button type="button" className="button button--ghost button--small" onClick={() => goTo(step)}>
          {t('form.bus.summary.change')}
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

interface SummaryRowProps {
  label: FormMessageId;
  value: string | undefined;
  /** What an empty answer reads; "Not given" by default. */
  empty?: FormMessageId;
}

export function SummaryRow({ label, value, empty = 'form.bus.summary.notGiven' }: SummaryRowProps) {
  const t = useFormT();
  const given = value?.trim();
  return (
    <div className="summary__row">
      <dt>{t(label)}</dt>
      <dd className="summary__value">{given || <span className="summary__empty">{t(empty)}</span>}</dd>
    </div>
  );
}
