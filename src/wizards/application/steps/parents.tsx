// Step 2, Parents/Guardians: entered once for every child. The guardian choice decides whose
// details are asked (both parents, father, mother or a guardian), then the emergency contact.

import { useWatch } from 'react-hook-form';
import { Fieldset, RadioGroup, SelectField, TextField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { callFirstOptions, optionsOf } from '../options';
import { chosenPeople } from '../shape';
import { PersonFields } from './person-fields';

const P = 'form.application.parents';

export default function ParentsStep() {
  const t = useFormT();
  const chosen = chosenPeople(useWatch({ name: 'parents.guardianChoice' }));
  return (
    <>
      <p className="wizard__intro">{t(`${P}.intro`)}</p>
      <RadioGroup
        name="parents.guardianChoice"
        label={`${P}.guardianChoice`}
        hint={`${P}.guardianChoiceHint`}
        options={optionsOf('guardianChoice')}
        required
      />
      {chosen.includes('father') ? (
        <Fieldset legend={`${P}.father`}>
          <PersonFields base="parents.father" section="father" />
        </Fieldset>
      ) : null}
      {chosen.includes('mother') ? (
        <Fieldset legend={`${P}.mother`}>
          <PersonFields base="parents.mother" section="mother" />
        </Fieldset>
      ) : null}
      {chosen.includes('guardian') ? (
        <Fieldset legend={`${P}.guardian`}>
          <SelectField
            name="parents.guardian.relationship"
            label={`${P}.relationship`}
            options={optionsOf('relationship')}
            required
          />
          <PersonFields base="parents.guardian" section="guardian" />
        </Fieldset>
      ) : null}
      <Fieldset legend="form.application.emergency.legend">
        <RadioGroup
          name="parents.emergency.callFirst"
          label="form.application.emergency.callFirst"
          options={optionsOf('callFirst', chosen.length > 0 ? chosen : callFirstOptions)}
          required
          inline
        />
        <TextField
          name="parents.emergency.fullName"
          label="form.application.emergency.fullName"
          hint="form.application.emergency.hint"
          autoComplete="off"
          required
        />
        <TextField
          name="parents.emergency.mobile"
          label="form.application.emergency.mobile"
          type="tel"
          autoComplete="off"
          size="medium"
          required
        />
      </Fieldset>
    </>
  );
}
