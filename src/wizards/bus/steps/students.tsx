// Step 1: the children who will take the bus, one to three, each with names and year group.

import { RepeatableList, SelectField, TextField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { busYears, optionLabel, studentLimits } from '../options';
import { emptyStudent } from '../defaults';

const yearOptions = busYears.map((value) => ({ value, label: optionLabel('year', value) }));

function StudentFields({ index }: { index: number }) {
  const at = (field: string) => `students.${index}.${field}`;
  return (
    <>
      <TextField name={at('firstName')} label="form.bus.student.firstName" required autoComplete="off" />
      <TextField name={at('middleName')} label="form.bus.student.middleName" autoComplete="off" />
      <TextField name={at('familyName')} label="form.bus.student.familyName" required autoComplete="off" />
      <TextField name={at('nickname')} label="form.bus.student.nickname" autoComplete="off" />
      <SelectField name={at('year')} label="form.bus.student.year" required options={yearOptions} />
    </>
  );
}

export default function StudentsStep() {
  const t = useFormT();
  return (
    <>
      <p className="wizard__intro">{t('form.bus.students.intro')}</p>
      <RepeatableList
        name="students"
        min={studentLimits.min}
        max={studentLimits.max}
        label="form.bus.step.students"
        itemLabel="form.bus.student.legend"
        addLabel="form.bus.student.add"
        removeLabel="form.bus.student.remove"
        newItem={emptyStudent}
        render={(index) => <StudentFields index={index} />}
      />
    </>
  );
}
