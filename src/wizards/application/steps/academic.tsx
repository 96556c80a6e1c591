// Step 3, Academic Background: per applicant their schooling and six yes/no questions; once for
// the family, how they heard of the school.

import { useWatch } from 'react-hook-form';
import { CheckboxGroup, TextField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { optionsOf } from '../options';
import { AcademicFields } from './academic-fields';
import { ApplicantSection, useApplicantIndexes } from './applicant-section';

export default function AcademicStep() {
  const t = useFormT();
  const sources = useWatch({ name: 'heardAbout.sources' }) as unknown;
  const other = Array.isArray(sources) && sources.includes('other');
  return (
    <>
      <p className="wizard__intro">{t('form.application.applicant.perApplicant')}</p>
      {useApplicantIndexes().map((index) => (
        <ApplicantSection key={index} index={index}>
          <AcademicFields index={index} />
        </ApplicantSection>
      ))}
      <section className="fieldset" aria-labelledby="family-heading">
        <h3 id="family-heading" className="fieldset__legend">
          {t('form.application.summary.family')}
        </h3>
        <CheckboxGroup
          name="heardAbout.sources"
          label="form.application.heardAbout.label"
          hint="form.application.heardAbout.hint"
          options={optionsOf('heardAbout')}
          required
        />
        {other ? (
          <TextField name="heardAbout.other" label="form.application.heardAbout.other" autoComplete="off" required />
        ) : null}
      </section>
    </>
  );
}
