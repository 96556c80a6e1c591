// The pieces of the application summary: a section per step with its "Change" button, lists and
// rows of answers ("Not given" when empty), and the formatting of options, dates and ticks.

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWizard } from '../../../forms';
import type { FormMessageId } from '../../../forms/types';
import { useFormT } from '../../../forms/use-form-t';
import { isIsoDate } from '../dates';
import { optionLabel, type OptionGroup } from '../options';

export function SummarySection({ title, step, children }: { title: FormMessageId; step: string; children: ReactNode }) {
  const t = useFormT();
  const { goTo } = useWizard();
  const id = `summary-${step}`;
  return (
    <section className="summary__section" aria-labelledby={id}>
      <div className="summary__head">
        <h3 id={id}>{t(title)}</h3>
        <button type="button" className="button button--ghost button--small" onClick={() => goTo(step)}>
          {t('form.application.summary.change')}
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

export function SummaryRow({ label, value, empty = 'form.application.summary.notGiven' }: SummaryRowProps) {
  const t = useFormT();
  const given = value?.trim();
  return (
    <div className="summary__row">
      <dt>{t(label)}</dt>
      <dd className="summary__value">{given || <span className="summary__empty">{t(empty)}</span>}</dd>
    </div>
  );
}

/** Answers as the family reads them, in the form's language. */
export function useAnswerText() {
  const t = useFormT();
  const intl = useIntl();
  const option = (group: OptionGroup, value: unknown) =>
    typeof value === 'string' && value ? t(optionLabel(group, value)) : '';
  return {
    t,
    option,
    options: (group: OptionGroup, values: unknown) =>
      Array.isArray(values)
        ? intl.formatList(
            values.map((v) => option(group, v)),
            { type: 'conjunction' },
          )
        : '',
    date: (value: unknown) =>
      typeof value === 'string' && isIsoDate(value)
        ? intl.formatDate(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
        : '',
    tick: (value: unknown) =>
      t(value === true ? 'form.application.summary.ticked' : 'form.application.summary.notTicked'),
    /** "Yes: the detail" for a yes/no question. */
    yesNo: (answer: { answer?: unknown; detail?: unknown } | undefined) => {
      const text = option('yesNo', answer?.answer);
      return answer?.answer === 'yes' && typeof answer.detail === 'string' && answer.detail.trim()
        ? `${text}: ${answer.detail.trim()}`
        : text;
    },
  };
}

export type AnswerText = ReturnType<typeof useAnswerText>;

/** "Applicant 2: Leo Smith", as the steps head each applicant. */
export function applicantTitle(t: AnswerText['t'], index: number, first: string, family: string): string {
  const name = [first, family].filter(Boolean).join(' ').trim();
  return name
    ? t('form.application.applicant.headingNamed', { number: index + 1, name })
    : t('form.application.applicant.heading', { number: index + 1 });
}
