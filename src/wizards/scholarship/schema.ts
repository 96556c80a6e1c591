// What the two scholarship applications (docs/brief.md §3.4) ask alike, and how each
// form's schemas are built from it: the fixed applicant type and the one question of its own are
// all that differ (schema-internal.ts, schema-external.ts). Pure zod, shared with the intake
// server; messages are message ids.

import { z } from '../../config/zod';
import type { ScholarshipDocumentKey } from '../../shared/contracts/attachment-rules';
import { emailAddress, oneOf, optionalPersonName, personName, REQUIRED } from '../../shared/validation/validators';
import { scholarshipDefaultsOf } from './defaults';
import { scholarshipYearGroups, yearsByGroup } from './options';
import type { ScholarshipVariant } from './variants';

type ExtraQuestion = ScholarshipVariant['extra']['name'];

/** An attachment's id in src/db, empty while no file is stored. */
const attachment = () => z.string({ error: REQUIRED });

/** The student's answers both forms ask, in the order of the form. */
const studentShape = {
  firstName: personName(),
  familyName: personName(),
  middleName: optionalPersonName(),
  nickname: optionalPersonName(),
  studentEmail: emailAddress(),
  yearGroup: oneOf(scholarshipYearGroups),
  year: oneOf(Object.values(yearsByGroup).flat()),
};

/** One field per document of the shared attachment rules, no more and no fewer. */
export const attachmentsSchema = z.object({
  transcript: attachment().min(1, REQUIRED),
  awards: attachment(),
  portfolio: attachment(),
} satisfies Record<ScholarshipDocumentKey, z.ZodType>);

export const attachmentsStep = z.object({ attachments: attachmentsSchema });

/** The summary asks nothing new. */
export const summaryStep = z.object({});

/** The answers as both forms have them (the summary reads them); each form's own question is one of `extra`. */
export interface ScholarshipAnswers {
  student: z.infer<z.ZodObject<typeof studentShape>> & { applicantType: string } & Partial<
      Record<ExtraQuestion, string>
    >;
  attachments: z.infer<typeof attachmentsSchema>;
}

/** A year of another year group is an error at the year. */
function yearInGroup(student: { yearGroup: string; year: string }, ctx: z.RefinementCtx): void {
  if (student.yearGroup && student.year && !yearsByGroup[student.yearGroup]?.includes(student.year))
    ctx.addIssue({ code: 'custom', path: ['year'], message: 'form.scholarship.error.yearNotInGroup' });
}

/**
 * One form's schemas: the student step with `applicantType` fixed to the form's and its own
 * `question` (one text, empty by default) after the shared answers, the documents step and the whole.
 */
export function scholarshipSchemas<const Type extends string, const Name extends string>(
  applicantType: Type,
  question: { name: Name; schema: z.ZodString },
) {
  const extra = { [question.name]: question.schema } as Record<Name, z.ZodString>;
  const studentSchema = z
    .object({
      /** Fixed by the form. */
      applicantType: z.literal(applicantType, { error: REQUIRED }),
      ...studentShape,
      ...extra,
    })
    .superRefine((student, ctx) => yearInGroup(student as z.infer<z.ZodObject<typeof studentShape>>, ctx));
  const studentStep = z.object({ student: studentSchema });
  const fullSchema = z.object({ student: studentSchema, attachments: attachmentsSchema });
  type Data = z.infer<typeof fullSchema>;
  const scholarshipDefaults = (): Data => scholarshipDefaultsOf(applicantType, question.name) as Data;
  return {
    studentSchema,
    attachmentsSchema,
    studentStep,
    attachmentsStep,
    summaryStep,
    fullSchema,
    scholarshipDefaults,
  };
}
