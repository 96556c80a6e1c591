// Step 3: the people the bus staff can call, at least two contact sets (name, phone, e-mail
// optional).

import { RepeatableList, TextField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { contactLimits } from '../options';
import { emptyContact } from '../defaults';

function ContactFields({ index }: { index: number }) {
  const at = (field: string) => `contacts.${index}.${field}`;
  return (
    <>
      <TextField name={at('contactName')} label="form.bus.contact.contactName" required autoComplete="name" />
      <TextField
        name={at('contactPhone')}
        label="form.bus.contact.contactPhone"
        hint="form.bus.contact.contactPhoneHint"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        size="medium"
      />
      <TextField
        name={at('contactEmail')}
        label="form.bus.contact.contactEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
    </>
  );
}

export default function ContactsStep() {
  const t = useFormT();
  return (
    <>
      <p className="wizard__intro">{t('form.bus.contacts.intro')}</p>
      <RepeatableList
        name="contacts"
        min={contactLimits.min}
        max={contactLimits.max}
        label="form.bus.step.contacts"
        itemLabel="form.bus.contact.legend"
        addLabel="form.bus.contact.add"
        removeLabel="form.bus.contact.remove"
        newItem={emptyContact}
        render={(index) => <ContactFields index={index} />}
      />
    </>
  );
}
