// The personal fields of a father, mother or guardian. Autocomplete uses a section per person so
// a browser fills the parent filling in the form without copying them into the other parent.

import { useWatch } from 'react-hook-form';
import { CheckboxField, TextArea, TextField } from '../../../forms';

const P = 'form.application.person';

export function PersonFields({ base, section }: { base: string; section: string }) {
  const sameAsHome = useWatch({ name: `${base}.addressSameAsHome` }) === true;
  const ac = (token: string) => `section-${section} ${token}`;
  return (
    <>
      <TextField name={`${base}.firstName`} label={`${P}.firstName`} autoComplete={ac('given-name')} required />
      <TextField name={`${base}.middleName`} label={`${P}.middleName`} autoComplete={ac('additional-name')} />
      <TextField name={`${base}.familyName`} label={`${P}.familyName`} autoComplete={ac('family-name')} required />
      <TextField name={`${base}.nationality`} label={`${P}.nationality`} autoComplete="off" required />
      <TextField name={`${base}.countryOfBirth`} label={`${P}.countryOfBirth`} autoComplete="off" required />
      <TextField
        name={`${base}.idNumber`}
        label={`${P}.idNumber`}
        autoComplete="off"
        spellCheck={false}
        size="medium"
        required
      />
      <CheckboxField name={`${base}.addressSameAsHome`} label={`${P}.addressSameAsHome`} />
      {sameAsHome ? null : (
        <TextArea
          name={`${base}.address`}
          label={`${P}.address`}
          rows={3}
          autoComplete={ac('street-address')}
          required
        />
      )}
      <TextField
        name={`${base}.homePhone`}
        label={`${P}.homePhone`}
        type="tel"
        autoComplete={ac('home tel')}
        size="medium"
        required
      />
      <TextField
        name={`${base}.mobilePhone`}
        label={`${P}.mobilePhone`}
        type="tel"
        autoComplete={ac('mobile tel')}
        size="medium"
        required
      />
      <TextField
        name={`${base}.email`}
        label={`${P}.email`}
        type="email"
        spellCheck={false}
        autoComplete={ac('email')}
        required
      />
      <TextField
        name={`${base}.occupation`}
        label={`${P}.occupation`}
        autoComplete={ac('organization-title')}
        required
      />
    </>
  );
}
