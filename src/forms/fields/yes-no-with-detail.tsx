// A yes/no question whose detail field appears (and is required) when the answer is yes. The
// answer is stored as 'yes' | 'no'; the detail text is kept if the answer flips back to no.

import { useWatch } from 'react-hook-form';
import type { FormMessageId } from '../../shared/records';
import type { FieldProps } from './field-shell';
import { RadioGroup } from './radio-group';
import { TextArea } from './text-area';

export interface YesNoWithDetailProps extends Omit<FieldProps, 'autoComplete'> {
  /** Dot path of the detail text. */
  detailName: string;
  detailLabel: FormMessageId;
  detailHint?: FormMessageId;
}

const yesNo = [
  { value: 'yes', label: 'form.common.yes' },
  { value: 'no', label: 'form.common.no' },
] as const;

export function YesNoWithDetail({
  name,
  label,
  hint,
  required,
  detailName,
  detailLabel,
  detailHint,
}: YesNoWithDetailProps) {
  const answer = useWatch({ name });
  return (
    <div className="yes-no">
      <RadioGroup name={name} label={label} hint={hint} required={required} options={yesNo} inline />
      {answer === 'yes' ? (
        <div className="yes-no__detail">
          <TextArea name={detailName} label={detailLabel} hint={detailHint} required rows={3} />
        </div>
      ) : null}
    </div>
  );
}
