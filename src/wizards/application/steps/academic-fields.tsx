// One applicant's academic background: previous schools and current levels (when the child has
// been to school), then the yes/no questions whose detail appears on "yes".

import { useWatch } from 'react-hook-form';
import { Fieldset, RadioGroup, RepeatableList, TextField, YesNoWithDetail } from '../../../forms';
import type { FormMessageId } from '../../../shared/records';
import { optionsOf } from '../options';
import { newPreviousSchool } from '../defaults';
import { academicQuestions, MAX_PREVIOUS_SCHOOLS } from '../shape';
import { PreviousSchoolFields } from './previous-school';

const P = 'form.application.academic';

function CurrentLevels({ base }: { base: string }) {
  const field = (key: string, label: FormMessageId, hint?: FormMessageId) => (
    <TextField name={`${base}.${key}`} label={label} hint={hint} autoComplete="off" required />
  );
  return (
    <Fieldset legend={`${P}.current`}>
      {field('curriculum', `${P}.curriculum`, `${P}.curriculumHint`)}
      {field('gradeLevel', `${P}.gradeLevel`, `${P}.gradeLevelHint`)}
      <Fieldset legend={`${P}.subjects`}>
        {field('maths', `${P}.maths`)}
        {field('english', `${P}.english`)}
        {field('science', `${P}.science`)}
      </Fieldset>
    </Fieldset>
  );
}

export function AcademicFields({ index }: { index: number }) {
  const base = `applicants.${index}.academic`;
  const attended = useWatch({ name: `${base}.attendedSchool` }) === 'yes';
  return (
    <>
      <RadioGroup
        name={`${base}.attendedSchool`}
        label={`${P}.attendedSchool`}
        options={optionsOf('yesNo')}
        required
        inline
      />
      {attended ? (
        <>
          <Fieldset legend={`${P}.previousSchools`} hint={`${P}.previousSchoolsHint`}>
            <RepeatableList
              name={`${base}.previousSchools`}
              label={`${P}.previousSchools`}
              min={0}
              max={MAX_PREVIOUS_SCHOOLS}
              addLabel="form.application.school.add"
              removeLabel="form.application.school.remove"
              itemLabel="form.application.school.item"
              newItem={newPreviousSchool}
              render={(i) => <PreviousSchoolFields base={`${base}.previousSchools.${i}`} />}
            />
          </Fieldset>
          <CurrentLevels base={`${base}.current`} />
        </>
      ) : null}
      <Fieldset legend={`${P}.questions`}>
        {academicQuestions.map((key) => (
          <YesNoWithDetail
            key={key}
            name={`${base}.${key}.answer`}
            label={`${P}.${key}`}
            detailName={`${base}.${key}.detail`}
            detailLabel="form.application.detail"
            required
          />
        ))}
      </Fieldset>
    </>
  );
}
