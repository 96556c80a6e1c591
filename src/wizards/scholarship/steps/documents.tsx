// Step 2: the documents: the school record or transcript (required), recognitions and awards
// and a portfolio (both optional). Each file is stored on the device as soon as it is chosen.

import { FileField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';

export default function DocumentsStep() {
  const t = useFormT();
  return (
    <>
      <p className="wizard__intro">{t('form.scholarship.documents.intro')}</p>
      <FileField name="attachments.transcript" hint="form.scholarship.documents.transcriptHint" />
      <FileField name="attachments.awards" hint="form.scholarship.documents.awardsHint" />
      <FileField name="attachments.portfolio" hint="form.scholarship.documents.portfolioHint" />
    </>
  );
}
