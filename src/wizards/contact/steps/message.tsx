// The contact form's only step: who is writing, how to reach them, what about, and the message.

import { RadioGroup, TextArea, TextField, type FieldOption } from '../../../forms';
import type { purposes } from '../schema';

const purposeOptions: readonly (FieldOption & { value: (typeof purposes)[number] })[] = [
  { value: 'admissions', label: 'form.contact.purpose.admissions' },
  { value: 'academics', label: 'form.contact.purpose.academics' },
  { value: 'coCurricular', label: 'form.contact.purpose.coCurricular' },
];

export default function MessageStep() {
  return (
    <>
      <TextField name="fullName" label="form.contact.fullName" required autoComplete="name" />
      <TextField
        name="email"
        label="form.contact.email"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        name="mobile"
        label="form.contact.mobile"
        hint="form.contact.mobileHint"
        type="tel"
        required
        autoComplete="tel"
      />
      <RadioGroup name="purpose" label="form.contact.purpose" options={purposeOptions} required />
      <TextArea name="message" label="form.contact.message" required rows={7} maxLength={5000} />
    </>
  );
}
