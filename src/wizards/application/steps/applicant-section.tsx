// One applicant's part of a step: a section headed "Applicant 2" (with the child's name once it
// is known), and the number of applicants for the steps after the first.

import { forwardRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFormT } from '../../../forms/use-form-t';

/** The name typed for applicant `index` on step 1 ("Leo Smith"), or ''. */
export function useApplicantName(index: number): string {
  const [first, family] = useWatch({
    name: [`applicants.${index}.info.firstName`, `applicants.${index}.info.familyName`],
  }) as unknown[];
  return [first, family]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .trim();
}

/** How many applicants the application has (fixed outside step 1, where they are added). */
export function useApplicantIndexes(): number[] {
  const { getValues } = useFormContext();
  const [count] = useState(() => {
    const applicants: unknown = getValues('applicants');
    return Array.isArray(applicants) ? applicants.length : 0;
  });
  return Array.from({ length: count }, (_, i) => i);
}

interface ApplicantSectionProps {
  index: number;
  children: ReactNode;
}

export const ApplicantSection = forwardRef<HTMLHeadingElement, ApplicantSectionProps>(function ApplicantSection(
  { index, children },
  headingRef,
) {
  const t = useFormT();
  const name = useApplicantName(index);
  const id = `applicant-${index}-heading`;
  const number = index + 1;
  return (
    <section className="fieldset applicant" aria-labelledby={id}>
      <h3 id={id} className="fieldset__legend" ref={headingRef} tabIndex={-1}>
        {name
          ? t('form.application.applicant.headingNamed', { number, name })
          : t('form.application.applicant.heading', { number })}
      </h3>
      {children}
    </section>
  );
});
