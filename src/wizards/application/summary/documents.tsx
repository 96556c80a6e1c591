// The summary of step 5 for one applicant: each document's stored file name, or why there is
// none (missing, not needed, same as applicant 1).

import { SummaryList, SummaryRow } from '../../../forms/summary-parts';
import type { AttachmentMeta, FormMessageId } from '../../../shared/records';
import type { Documents } from '../schema';
import { documentKeys, type DocumentKey } from '../shape';
import { useAnswerText } from './use-answer-text';

const P = 'form.application.documents';

interface DocumentsSummaryProps {
  documents: Documents;
  index: number;
  attendedSchool: string;
  files: readonly AttachmentMeta[];
  title: string;
}

export function DocumentsSummary({ documents, index, attendedSchool, files, title }: DocumentsSummaryProps) {
  const a = useAnswerText();
  const status = (key: DocumentKey): { value: string; empty: FormMessageId } => {
    if (key === 'transcript' && attendedSchool === 'no')
      return { value: '', empty: 'form.application.summary.notNeeded' };
    if (key === 'parentsId' && index > 0 && documents.sameParentsIdAsFirst)
      return { value: a.t('form.application.applicant.sameAsFirst'), empty: 'form.application.summary.missing' };
    const id = documents[key];
    const file = files.find((f) => f.id === id);
    return {
      value: id ? (file?.name ?? a.t('form.application.summary.uploaded')) : '',
      empty: 'form.application.summary.missing',
    };
  };
  return (
    <SummaryList title={title}>
      {documentKeys.map((key) => {
        const { value, empty } = status(key);
        return <SummaryRow key={key} label={`${P}.${key}`} value={value} empty={empty} />;
      })}
    </SummaryList>
  );
}
