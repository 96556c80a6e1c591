// How the application summary words the answers: options, lists of options, dates, ticks and
// yes/no answers in the form's language, and the heading of each applicant. The sections and rows
// they go into are the framework's (src/forms/summary-parts.tsx).

import { useIntl } from 'react-intl';
import { useFormT } from '../../../forms/use-form-t';
import { isIsoDate } from '../../../shared/dates';
import { optionLabel, type OptionGroup } from '../options';

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
