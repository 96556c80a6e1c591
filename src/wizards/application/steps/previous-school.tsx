// One previous school: name, type, language of instruction, dates, place, reason for leaving and
// whether there were problems (with details on "yes").

import { DateField, RadioGroup, TextArea, TextField, YesNoWithDetail } from '../../../forms';
import { optionsOf } from '../options';

const P = 'form.application.school';

export function PreviousSchoolFields({ base }: { base: string }) {
  return (
    <>
      <TextField name={`${base}.name`} label={`${P}.name`} autoComplete="off" required />
      <RadioGroup name={`${base}.type`} label={`${P}.type`} options={optionsOf('schoolType')} required inline />
      <TextField name={`${base}.language`} label={`${P}.language`} autoComplete="off" required />
      <DateField name={`${base}.from`} label={`${P}.from`} required />
      <DateField name={`${base}.to`} label={`${P}.to`} required />
      <TextArea name={`${base}.location`} label={`${P}.location`} rows={2} autoComplete="off" required />
      <TextArea name={`${base}.reasonForLeaving`} label={`${P}.reasonForLeaving`} rows={2} required />
      <YesNoWithDetail
        name={`${base}.problems.answer`}
        label={`${P}.problems`}
        detailName={`${base}.problems.detail`}
        detailLabel="form.application.detail"
        required
      />
    </>
  );
}
