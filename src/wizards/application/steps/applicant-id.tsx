// Passport details for expatriate students, or the 13-digit Thai national ID for Thai students
// (the toggle at the top of step 1). Identity numbers are never autofilled.

import { useWatch } from 'react-hook-form';
import { DateField, Fieldset, TextField } from '../../../forms';
import { addDays, schoolToday } from '../../../shared/dates';

export function ApplicantIdFields({ base }: { base: string }) {
  const thai = useWatch({ name: 'studentType' }) === 'thai';
  const today = schoolToday();
  if (thai) {
    return (
      <TextField
        name={`${base}.thaiId`}
        label="form.application.thaiId.label"
        hint="form.application.thaiId.hint"
        inputMode="numeric"
        maxLength={17}
        spellCheck={false}
        autoComplete="off"
        size="medium"
        required
      />
    );
  }
  return (
    <Fieldset legend="form.application.passport.legend">
      <TextField
        name={`${base}.passport.number`}
        label="form.application.passport.number"
        spellCheck={false}
        autoComplete="off"
        size="medium"
        required
      />
      <TextField
        name={`${base}.passport.placeOfIssue`}
        label="form.application.passport.placeOfIssue"
        autoComplete="off"
        required
      />
      <DateField name={`${base}.passport.issued`} label="form.application.passport.issued" max={today} required />
      <DateField
        name={`${base}.passport.expiry`}
        label="form.application.passport.expiry"
        min={addDays(today, 1)}
        required
      />
    </Fieldset>
  );
}
