// A group of fields with a visible legend (a parent, an address, one previous school).

import type { ReactNode } from 'react';
import type { FormMessageId } from '../../shared/records';
import { useFormT, type FormValues } from '../use-form-t';

export interface FieldsetProps {
  legend: FormMessageId;
  legendValues?: FormValues;
  hint?: FormMessageId;
  children: ReactNode;
}

export function Fieldset({ legend, legendValues, hint, children }: FieldsetProps) {
  const t = useFormT();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{t(legend, legendValues)}</legend>
      {hint ? <p className="field__hint">{t(hint)}</p> : null}
      {children}
    </fieldset>
  );
}
