// Step 5, Attachments: each applicant's documents, stored on the device as they are picked. No
// application is processed until all documents have arrived.

import { useWatch } from 'react-hook-form';
import { CheckboxField, FileField } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { ApplicantSection, useApplicantIndexes } from './applicant-section';

const P = 'form.application.documents';

function DocumentFields({ index }: { index: number }) {
  const t = useFormT();
  const base = `applicants.${index}.documents`;
  const [attended, sameId] = useWatch({
    name: [`applicants.${index}.academic.attendedSchool`, `${base}.sameParentsIdAsFirst`],
  }) as unknown[];
  const ownParentsId = index === 0 || sameId !== true;
  return (
    <>
      <FileField name={`${base}.passportPhoto`} hint={`${P}.photoHint`} required />
      <FileField name={`${base}.birthCertificate`} required />
      {attended === 'no' ? (
        <p className="field__hint">{t(`${P}.transcriptNotNeeded`)}</p>
      ) : (
        <FileField name={`${base}.transcript`} required />
      )}
      {index > 0 ? <CheckboxField name={`${base}.sameParentsIdAsFirst`} label={`${P}.sameParentsIdAsFirst`} /> : null}
      {ownParentsId ? <FileField name={`${base}.parentsId`} required /> : null}
      <FileField name={`${base}.householdOrVisa`} required />
    </>
  );
}

export default function DocumentsStep() {
  const t = useFormT();
  return (
    <>
      <p className="wizard__intro">{t(`${P}.intro`)}</p>
      {useApplicantIndexes().map((index) => (
        <ApplicantSection key={index} index={index}>
          <DocumentFields index={index} />
        </ApplicantSection>
      ))}
    </>
  );
}
