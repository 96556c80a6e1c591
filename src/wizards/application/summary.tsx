// Step 6, Submit/summary: every answer grouped by tab, each tab with a "Change" button back to
// it; then Submit (the consent modal first). Missing documents are pointed out before sending.

import { useWatch } from 'react-hook-form';
import { useWizard } from '../../forms';
import { SummarySection } from '../../forms/summary-parts';
import { useFormT } from '../../forms/use-form-t';
import { useAttachments } from '../../db/hooks';
import type { ApplicationData } from './schema';
import { AcademicSummary, HeardAboutSummary } from './summary/academic';
import { ApplicantInfoSummary } from './summary/applicant-info';
import { DocumentsSummary } from './summary/documents';
import { ParentsSummary } from './summary/family';
import { HealthSummary } from './summary/health';
import { applicantTitle } from './summary/use-answer-text';

export default function ApplicationSummary() {
  const t = useFormT();
  const { draftId } = useWizard();
  const files = useAttachments(draftId) ?? [];
  const data = useWatch() as ApplicationData;
  const applicants = data.applicants ?? [];
  const title = (index: number) =>
    applicantTitle(t, index, applicants[index]?.info.firstName ?? '', applicants[index]?.info.familyName ?? '');
  return (
    <div className="summary">
      <p className="wizard__intro">{t('form.application.summary.intro')}</p>
      <SummarySection title="form.application.steps.applicant" step="applicant">
        {applicants.map((applicant, index) => (
          <ApplicantInfoSummary key={index} applicant={applicant} index={index} studentType={data.studentType} />
        ))}
      </SummarySection>
      <SummarySection title="form.application.steps.parents" step="parents">
        <ParentsSummary parents={data.parents} />
      </SummarySection>
      <SummarySection title="form.application.steps.academic" step="academic">
        {applicants.map((applicant, index) => (
          <AcademicSummary key={index} academic={applicant.academic} title={title(index)} />
        ))}
        <HeardAboutSummary heardAbout={data.heardAbout} />
      </SummarySection>
      <SummarySection title="form.application.steps.health" step="health">
        {applicants.map((applicant, index) => (
          <HealthSummary key={index} health={applicant.health} index={index} title={title(index)} />
        ))}
      </SummarySection>
      <SummarySection title="form.application.steps.documents" step="documents">
        <p className="field__hint">{t('form.application.documents.intro')}</p>
        {applicants.map((applicant, index) => (
          <DocumentsSummary
            key={index}
            documents={applicant.documents}
            index={index}
            attendedSchool={applicant.academic.attendedSchool}
            files={files}
            title={title(index)}
          />
        ))}
      </SummarySection>
    </div>
  );
}
