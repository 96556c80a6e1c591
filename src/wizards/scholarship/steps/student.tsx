// Step 1: the student: the applicant type this form is for (fixed), names, StudentEmail, year
// group and the exact year (only the years of the chosen group are offered), and the one
// question of this form's variant (both forms show this step).

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioGroup, SelectField, TextField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { optionLabel, scholarshipYearGroups, yearsByGroup } from '../options';
import { useVariant } from '../use-variant';

const noYears: readonly string[] = [];
const groupOptions = scholarshipYearGroups.map((value) => ({ value, label: optionLabel('yearGroup', value) }));

/** The exact year, offered for the chosen year group; a year of another group is cleared. */
function YearField() {
  const { getValues, setValue } = useFormContext();
  const group: unknown = useWatch({ name: 'student.yearGroup' });
  const years = typeof group === 'string' ? (yearsByGroup[group] ?? noYears) : noYears;
  useEffect(() => {
    const year: unknown = getValues('student.year');
    if (years.length && typeof year === 'string' && year && !years.includes(year))
      setValue('student.year', '', { shouldDirty: true });
  }, [years, getValues, setValue]);
  return (
    <SelectField
      name="student.year"
      label="form.scholarship.student.year"
      hint={years.length ? undefined : 'form.scholarship.student.yearHint'}
      required
      options={years.map((value) => ({ value, label: optionLabel('year', value) }))}
    />
  );
}

export default function StudentStep() {
  const t = useFormT();
  const variant = useVariant();
  return (
    <>
      <p className="wizard__intro">{t(variant.intro)}</p>
      <dl className="summary__list">
        <div className="summary__row">
          <dt>{t('form.scholarship.student.applicantType')}</dt>
          <dd>{t(optionLabel('applicantType', variant.applicantType))}</dd>
        </div>
      </dl>
      <TextField name="student.firstName" label="form.scholarship.student.firstName" required autoComplete="off" />
      <TextField name="student.middleName" label="form.scholarship.student.middleName" autoComplete="off" />
      <TextField name="student.familyName" label="form.scholarship.student.familyName" required autoComplete="off" />
      <TextField name="student.nickname" label="form.scholarship.student.nickname" autoComplete="off" />
      <TextField
        name="student.studentEmail"
        label="form.scholarship.student.studentEmail"
        hint="form.scholarship.student.studentEmailHint"
        required
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
      />
      <RadioGroup
        name="student.yearGroup"
        label="form.scholarship.student.yearGroup"
        required
        inline
        options={groupOptions}
      />
      <YearField />
      <TextField
        name={`student.${variant.extra.name}`}
        label={variant.extra.label}
        hint={variant.extra.hint}
        required
        autoComplete="off"
        size={variant.extra.size}
      />
    </>
  );
}
