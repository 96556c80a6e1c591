// Step 3: every answer of the application, grouped by step, each group with a "Change" button
// back to its step; documents by file name. The consent modal follows Submit. Both forms show it.

import { useWatch } from 'react-hook-form';
import { useAttachments } from '../../db/hooks';
import { SummaryList, SummaryRow, SummarySection } from '../../forms/summary-parts';
import type { StepProps } from '../../forms/types';
import { useFormT } from '../../forms/use-form-t';
import { optionLabel } from './options';
import type { ScholarshipAnswers } from './schema';
import { useVariant } from './use-variant';

const documents = [
  ['transcript', 'form.scholarship.documents.transcript'],
  ['awards', 'form.scholarship.documents.awards'],
  ['portfolio', 'form.scholarship.documents.portfolio'],
] as const;

export default function ScholarshipSummary({ draftId }: StepProps) {
  const t = useFormT();
  const variant = useVariant();
  const { student, attachments } = useWatch() as ScholarshipAnswers;
  const stored = useAttachments(draftId);
  const fileName = (id: string) =>
    stored?.find((a) => a.id === id)?.name ?? (id ? t('form.scholarship.summary.attached') : '');
  const option = (group: string, value: string) => (value ? t(optionLabel(group, value)) : '');
  return (
    <div className="summary">
      <p className="wizard__intro">{t('form.scholarship.summary.intro')}</p>
      <SummarySection title="form.scholarship.summary.student" step="student">
        <SummaryList>
          <SummaryRow
            label="form.scholarship.student.applicantType"
            value={option('applicantType', student.applicantType)}
          />
          <SummaryRow label="form.scholarship.student.firstName" value={student.firstName} />
          <SummaryRow label="form.scholarship.student.middleName" value={student.middleName} />
          <SummaryRow label="form.scholarship.student.familyName" value={student.familyName} />
          <SummaryRow label="form.scholarship.student.nickname" value={student.nickname} />
          <SummaryRow label="form.scholarship.student.studentEmail" value={student.studentEmail} />
          <SummaryRow label="form.scholarship.student.yearGroup" value={option('yearGroup', student.yearGroup)} />
          <SummaryRow label="form.scholarship.student.year" value={option('year', student.year)} />
          <SummaryRow label={variant.extra.label} value={student[variant.extra.name]} />
        </SummaryList>
      </SummarySection>
      <SummarySection title="form.scholarship.summary.documents" step="documents">
        <SummaryList>
          {documents.map(([field, label]) => (
            <SummaryRow
              key={field}
              label={label}
              value={fileName(attachments[field])}
              empty="form.scholarship.summary.notAttached"
            />
          ))}
        </SummaryList>
      </SummarySection>
    </div>
  );
}
