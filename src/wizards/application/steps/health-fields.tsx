// One applicant's health care record: the three checklists ("None" clears the rest, "Other" asks
// what), medical answers, medical care ("same as applicant 1" for the others), the refusal of
// medication, the terms and the typed signature.

import { useWatch } from 'react-hook-form';
import { CheckboxField, CheckboxGroup, TextArea, TextField } from '../../../forms';
import type { FieldOption } from '../../../forms';
import type { FormMessageId } from '../../../shared/records';
import { optionsOf, type OptionGroup } from '../options';

const P = 'form.application.health';

/** The options of a checklist, "None" exclusive. */
const checklist = (group: OptionGroup): FieldOption[] =>
  optionsOf(group).map((option) => (option.value === 'none' ? { ...option, exclusive: true } : option));

function Checklist(props: {
  name: string;
  group: OptionGroup;
  label: FormMessageId;
  hint: FormMessageId;
  otherName: string;
  otherLabel: FormMessageId;
}) {
  const ticks = useWatch({ name: props.name }) as unknown;
  const other = Array.isArray(ticks) && ticks.includes('other');
  return (
    <>
      <CheckboxGroup
        name={props.name}
        label={props.label}
        hint={props.hint}
        options={checklist(props.group)}
        required
      />
      {other ? <TextField name={props.otherName} label={props.otherLabel} autoComplete="off" required /> : null}
    </>
  );
}

export function HealthFields({ index }: { index: number }) {
  const base = `applicants.${index}.health`;
  const sameCare = useWatch({ name: `${base}.sameMedicalCareAsFirst` }) === true && index > 0;
  return (
    <>
      <Checklist
        name={`${base}.illnesses`}
        group="illness"
        label={`${P}.illnesses`}
        hint={`${P}.noneHint`}
        otherName={`${base}.illnessOther`}
        otherLabel={`${P}.illnessOther`}
      />
      <Checklist
        name={`${base}.problems`}
        group="healthProblem"
        label={`${P}.problems`}
        hint={`${P}.noneHint`}
        otherName={`${base}.problemOther`}
        otherLabel={`${P}.problemOther`}
      />
      <TextArea name={`${base}.surgery`} label={`${P}.surgery`} hint={`${P}.surgeryHint`} rows={3} />
      <Checklist
        name={`${base}.vaccinations`}
        group="vaccination"
        label={`${P}.vaccinations`}
        hint={`${P}.vaccinationsHint`}
        otherName={`${base}.vaccinationOther`}
        otherLabel={`${P}.vaccinationOther`}
      />
      <TextArea
        name={`${base}.medicationReactions`}
        label={`${P}.medicationReactions`}
        hint={`${P}.writeNone`}
        rows={3}
        required
      />
      {index > 0 ? (
        <CheckboxField name={`${base}.sameMedicalCareAsFirst`} label={`${P}.sameMedicalCareAsFirst`} />
      ) : null}
      {sameCare ? null : (
        <TextArea
          name={`${base}.medicalCare`}
          label={`${P}.medicalCare`}
          hint={`${P}.medicalCareHint`}
          rows={3}
          required
        />
      )}
      <TextArea
        name={`${base}.otherInformation`}
        label={`${P}.otherInformation`}
        hint={`${P}.writeNone`}
        rows={3}
        required
      />
      <CheckboxField name={`${base}.refuseMedication`} label={`${P}.refuseMedication`} />
      <CheckboxField name={`${base}.termsAccepted`} label={`${P}.termsAccepted`} hint={`${P}.terms`} required />
      <TextField name={`${base}.parentName`} label={`${P}.parentName`} autoComplete="name" required />
      <TextField
        name={`${base}.signature`}
        label={`${P}.signature`}
        hint={`${P}.signatureHint`}
        autoComplete="off"
        spellCheck={false}
        required
      />
    </>
  );
}
