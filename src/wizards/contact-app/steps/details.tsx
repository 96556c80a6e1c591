// The contact-for-application step: the family's details, the robot check, and the way into the
// full online application for families ready to apply now (a page of its own: a plain link).

import { applicationTime } from '../../../data/facts';
import {
  RadioGroup,
  RobotCheck,
  SelectField,
  TextField,
  useFormT,
  usePagePath,
  type FieldOption,
} from '../../../forms';
import { yearOptions } from '../options';

const languageOptions: readonly FieldOption[] = [
  { value: 'en', label: 'form.contact-app.language.en' },
  { value: 'th', label: 'form.contact-app.language.th' },
];

function useYearOptions(): FieldOption[] {
  const t = useFormT();
  return yearOptions.map((value) => ({
    value,
    text: value.startsWith('f')
      ? t('form.contact-app.year.foundation', { number: Number(value.slice(1)) })
      : t('form.contact-app.year.year', { number: Number(value.slice(1)) }),
  }));
}

export default function DetailsStep() {
  const t = useFormT();
  const pagePath = usePagePath();
  return (
    <>
      <p className="wizard__intro">{t('form.contact-app.intro')}</p>
      <TextField name="parentName" label="form.contact-app.parentName" required autoComplete="name" />
      <TextField name="studentName" label="form.contact-app.studentName" required autoComplete="off" />
      <TextField
        name="email"
        label="form.contact-app.email"
        type="email"
        required
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        name="mobile"
        label="form.contact-app.mobile"
        hint="form.contact-app.mobileHint"
        type="tel"
        required
        autoComplete="tel"
      />
      <SelectField name="yearGroup" label="form.contact-app.yearGroup" options={useYearOptions()} required />
      <RadioGroup name="language" label="form.contact-app.language" options={languageOptions} inline required />
      <RobotCheck />
      <aside className="wizard__aside">
        <p>{t('form.contact-app.fullApplication', { minutes: applicationTime.fullApplicationMinutes })}</p>
        <p>
          <a href={pagePath('application-form')}>{t('form.contact-app.fullApplicationLink')}</a>
        </p>
      </aside>
    </>
  );
}
