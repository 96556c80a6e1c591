// Step 1, Applicant Information: the expatriate/Thai toggle, then one section per applicant (one
// to four). Adding a child focuses its first field; removing one moves the later children's files
// with them and puts focus on the previous child's heading (../applicant-attachments.ts, loaded
// when a draft that may have files changes its children).

import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { RadioGroup, useWizard } from '../../../forms';
import { useFormT } from '../../../forms/use-form-t';
import { optionsOf } from '../options';
import { newApplicant } from '../defaults';
import { MAX_APPLICANTS } from '../shape';
import { ApplicantInfoFields } from './applicant-info';
import { ApplicantSection } from './applicant-section';

const attachments = () => import('../applicant-attachments');

export default function ApplicantStep() {
  const t = useFormT();
  const { draftId } = useWizard();
  const { control, getValues, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'applicants' });
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    focusAfterRemove.current = null;
    if (index !== null) headings.current[index]?.focus();
  }, [fields.length]);

  const add = async () => {
    const index = fields.length;
    if (draftId) await (await attachments()).clearApplicantAttachments(draftId, index);
    append(newApplicant(index));
  };

  const removeAt = async (index: number) => {
    focusAfterRemove.current = Math.max(0, index - 1);
    remove(index);
    if (!draftId) return;
    for (const { field, id } of await (await attachments()).shiftApplicantAttachments(draftId, index)) {
      if (getValues(field) !== undefined) setValue(field, id, { shouldDirty: true });
    }
  };

  return (
    <>
      <p className="wizard__intro">{t('form.application.intro')}</p>
      <RadioGroup
        name="studentType"
        label="form.application.studentType.label"
        hint="form.application.studentType.hint"
        options={optionsOf('studentType')}
        required
        inline
      />
      <p className="field__hint">{t('form.application.applicant.max')}</p>
      {fields.map((item, index) => (
        <ApplicantSection
          key={item.id}
          index={index}
          ref={(element) => {
            headings.current[index] = element;
          }}
        >
          <ApplicantInfoFields index={index} />
          {fields.length > 1 ? (
            <button type="button" className="button button--ghost button--small" onClick={() => void removeAt(index)}>
              {t('form.application.applicant.remove', { number: index + 1 })}
            </button>
          ) : null}
        </ApplicantSection>
      ))}
      {fields.length < MAX_APPLICANTS ? (
        <button type="button" className="button button--ghost" onClick={() => void add()}>
          {t('form.application.applicant.add')}
        </button>
      ) : null}
    </>
  );
}
