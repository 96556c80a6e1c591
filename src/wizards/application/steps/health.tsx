// Step 4, Student Health Care Record: one record per applicant.

import { useFormT } from '../../../forms/use-form-t';
import { ApplicantSection, useApplicantIndexes } from './applicant-section';
import { HealthFields } from './health-fields';

export default function HealthStep() {
  const t = useFormT();
  return (
    <>
      <p className="wizard__intro">{t('form.application.health.intro')}</p>
      {useApplicantIndexes().map((index) => (
        <ApplicantSection key={index} index={index}>
          <HealthFields index={index} />
        </ApplicantSection>
      ))}
    </>
  );
}
