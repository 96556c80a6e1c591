// Languages spoken at home: English, Thai and a third language with their levels, plus any
// number of added languages (up to five).

import { useWatch } from 'react-hook-form';
import { Fieldset, RepeatableList, SelectField, TextField } from '../../../forms';
import { optionsOf } from '../options';
import { newLanguage } from '../defaults';
import { MAX_EXTRA_LANGUAGES } from '../shape';

const P = 'form.application.languages';
const levels = optionsOf('languageLevel');

export function ApplicantLanguages({ base }: { base: string }) {
  const thirdLevel = useWatch({ name: `${base}.third.level` });
  return (
    <Fieldset legend={`${P}.legend`} hint={`${P}.hint`}>
      <SelectField name={`${base}.english`} label={`${P}.english`} options={levels} required />
      <SelectField name={`${base}.thai`} label={`${P}.thai`} options={levels} required />
      <TextField
        name={`${base}.third.name`}
        label={`${P}.thirdName`}
        hint={`${P}.thirdNameHint`}
        autoComplete="off"
        required={thirdLevel !== 'none'}
      />
      <SelectField name={`${base}.third.level`} label={`${P}.thirdLevel`} options={levels} required />
      <RepeatableList
        name={`${base}.extra`}
        min={0}
        max={MAX_EXTRA_LANGUAGES}
        addLabel={`${P}.add`}
        removeLabel={`${P}.remove`}
        itemLabel={`${P}.extraItem`}
        newItem={newLanguage}
        render={(i) => (
          <>
            <TextField name={`${base}.extra.${i}.name`} label={`${P}.extraName`} autoComplete="off" required />
            <SelectField name={`${base}.extra.${i}.level`} label={`${P}.extraLevel`} options={levels} required />
          </>
        )}
      />
    </Fieldset>
  );
}
