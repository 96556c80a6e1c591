// The fields of one applicant on step 1: identity, passport or Thai ID (by the toggle), home
// address ("same as applicant 1" for the others), languages, year, start date and who they live with.

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, DateField, RadioGroup, SelectField, TextArea, TextField } from '../../../forms';
import { addDays, schoolToday } from '../../../shared/dates';
import { optionsOf, yearsByGroup } from '../options';
import { ApplicantIdFields } from './applicant-id';
import { ApplicantLanguages } from './applicant-languages';

const P = 'form.application.info';

function YearFields({ base }: { base: string }) {
  const { getValues, setValue } = useFormContext();
  const group = useWatch({ name: `${base}.yearGroup` }) as keyof typeof yearsByGroup | '';
  const years: readonly string[] | undefined = group ? yearsByGroup[group] : undefined;
  useEffect(() => {
    const year: unknown = getValues(`${base}.year`);
    if (years && typeof year === 'string' && year && !years.includes(year)) setValue(`${base}.year`, '');
  }, [years, base, getValues, setValue]);
  return (
    <>
      <RadioGroup
        name={`${base}.yearGroup`}
        label={`${P}.yearGroup`}
        options={optionsOf('yearGroup')}
        required
        inline
      />
      <SelectField
        name={`${base}.year`}
        label={`${P}.year`}
        hint={`${P}.yearHint`}
        options={optionsOf('year', years)}
        required
      />
    </>
  );
}

function HomeAddress({ base, index }: { base: string; index: number }) {
  const same = useWatch({ name: `${base}.sameAddressAsFirst` }) === true && index > 0;
  return (
    <>
      {index > 0 ? <CheckboxField name={`${base}.sameAddressAsFirst`} label={`${P}.sameAddressAsFirst`} /> : null}
      {same ? null : (
        <TextArea
          name={`${base}.homeAddress`}
          label={`${P}.homeAddress`}
          hint={`${P}.homeAddressHint`}
          rows={3}
          autoComplete={index === 0 ? 'street-address' : 'off'}
          required
        />
      )}
    </>
  );
}

export function ApplicantInfoFields({ index }: { index: number }) {
  const base = `applicants.${index}.info`;
  const livesWith = useWatch({ name: `${base}.livesWith` });
  const today = schoolToday();
  return (
    <>
      <RadioGroup name={`${base}.type`} label={`${P}.type`} options={optionsOf('applicantType')} required inline />
      <TextField name={`${base}.firstName`} label={`${P}.firstName`} autoComplete="off" required />
      <TextField name={`${base}.middleName`} label={`${P}.middleName`} autoComplete="off" />
      <TextField name={`${base}.familyName`} label={`${P}.familyName`} autoComplete="off" required />
      <TextField name={`${base}.nickname`} label={`${P}.nickname`} autoComplete="off" />
      <RadioGroup name={`${base}.gender`} label={`${P}.gender`} options={optionsOf('gender')} required inline />
      <DateField name={`${base}.dateOfBirth`} label={`${P}.dateOfBirth`} max={addDays(today, -1)} required />
      <TextField name={`${base}.religion`} label={`${P}.religion`} autoComplete="off" />
      <TextField name={`${base}.countryOfBirth`} label={`${P}.countryOfBirth`} autoComplete="off" required />
      <TextField
        name={`${base}.placeOfBirth`}
        label={`${P}.placeOfBirth`}
        hint={`${P}.placeOfBirthHint`}
        autoComplete="off"
        required
      />
      <TextField name={`${base}.nationality`} label={`${P}.nationality`} autoComplete="off" required />
      <ApplicantIdFields base={base} />
      <HomeAddress base={base} index={index} />
      <ApplicantLanguages base={`${base}.languages`} />
      <YearFields base={base} />
      <DateField
        name={`${base}.startDate`}
        label={`${P}.startDate`}
        hint={`${P}.startDateHint`}
        min={addDays(today, 1)}
        required
      />
      <SelectField name={`${base}.livesWith`} label={`${P}.livesWith`} options={optionsOf('livesWith')} required />
      {livesWith === 'other' ? (
        <TextField name={`${base}.livesWithOther`} label={`${P}.livesWithOther`} autoComplete="off" required />
      ) : null}
    </>
  );
}
