// Every answer of an application as the family gave it, in the tabs they filled (applicant,
// parents, academic, health, attachments), each applicant in turn: the wizard's own summary parts
// with the form's own labels, in the desk's language.

import { useFormT } from '../../forms';
import type { AttachmentMeta } from '../../shared/records';
import type { ApplicationData } from '../../wizards/application/schema';
import { AcademicSummary, HeardAboutSummary } from '../../wizards/application/summary/academic';
import { ApplicantInfoSummary } from '../../wizards/application/summary/applicant-info';
import { DocumentsSummary } from '../../wizards/application/summary/documents';
import { ParentsSummary } from '../../wizards/application/summary/family';
import { HealthSummary } from '../../wizards/application/summary/health';
import { applicantTitle } from '../../wizards/application/summary/use-answer-text';
import type { DeskAttachment } from '../../shared/contracts/desk-cases';

function Tab({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="desk-tab" aria-labelledby={`tab-${id}`}>
      <h3 id={`tab-${id}`}>{title}</h3>
      {children}
    </section>
  );
}

export function ApplicationAnswers({ data, attachments }: { data: ApplicationData; attachments: DeskAttachment[] }) {
  const t = useFormT();
  const applicants = data.applicants ?? [];
  const title = (i: number) =>
    applicantTitle(t, i, applicants[i]?.info.firstName ?? '', applicants[i]?.info.familyName ?? '');
  const files = attachments.map((a) => ({ id: a.attachmentId, name: a.name }) as AttachmentMeta);
  return (
    <div className="summary desk-answers">
      <Tab id="applicant" title={t('form.application.steps.applicant')}>
        {applicants.map((applicant, i) => (
          <ApplicantInfoSummary key={i} applicant={applicant} index={i} studentType={data.studentType} />
        ))}
      </Tab>
      <Tab id="parents" title={t('form.application.steps.parents')}>
        <ParentsSummary parents={data.parents} />
      </Tab>
      <Tab id="academic" title={t('form.application.steps.academic')}>
        {applicants.map((applicant, i) => (
          <AcademicSummary key={i} academic={applicant.academic} title={title(i)} />
        ))}
        <HeardAboutSummary heardAbout={data.heardAbout} />
      </Tab>
      <Tab id="health" title={t('form.application.steps.health')}>
        {applicants.map((applicant, i) => (
          <HealthSummary key={i} health={applicant.health} index={i} title={title(i)} />
        ))}
      </Tab>
      <Tab id="documents" title={t('form.application.steps.documents')}>
        {applicants.map((applicant, i) => (
          <DocumentsSummary
            key={i}
            documents={applicant.documents}
            index={i}
            attendedSchool={applicant.academic.attendedSchool}
            files={files}
            title={title(i)}
          />
        ))}
      </Tab>
    </div>
  );
}
