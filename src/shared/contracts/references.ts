// References from a child's previous school (docs/assessment.md, "References"): staff request one
// from a teacher's e-mail for a school the family listed, the teacher opens a signed single-use
// link to a short confidential form (the school's questions in English or Thai) and answers once,
// and the desk shows the answers on the case. Never on the family's status page. The server
// validates each body with these schemas; the desk's page checks each answer against them.

import { z } from '../../config/zod';
import { referenceRules } from '../admissions/assessment-rules';
import { UUID } from './ids';

/** The questions of the form, in the order it asks them. */
export const referenceQuestions = ['known', 'progress', 'strengths', 'support', 'concerns'] as const;
export type ReferenceQuestion = (typeof referenceQuestions)[number];

const answer = z.string({ error: 'invalid' }).trim().max(referenceRules.answerMax, 'too-long');

/** POST /cases/:id/references: ask a previous school's teacher. */
export const referenceRequestSchema = z.object({
  /** One of the previous schools the family listed for this child, by its name. */
  school: z.string({ error: 'invalid-school' }).trim().min(1, 'invalid-school').max(300, 'invalid-school'),
  teacherEmail: z.email({ error: 'invalid-email' }).max(254, 'invalid-email'),
  /** The language of the teacher's e-mail and form. */
  locale: z.enum(['en', 'th'], { error: 'invalid' }),
});

export const referenceSchema = z.object({
  id: z.string(),
  school: z.string(),
  teacherEmail: z.string(),
  locale: z.string(),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** Past its expiry without an answer, by the server's clock. */
  expired: z.boolean(),
  answers: z.partialRecord(z.enum(referenceQuestions), z.string()).nullable(),
});

/** GET /cases/:id/references: the case's requests, and the schools the family listed. */
export const referencesAnswerSchema = z.object({
  schools: z.array(z.string()),
  references: z.array(referenceSchema),
});

/** The teacher's link: POST /reference/open shows what is asked, POST /reference/answer answers. */
export const referenceOpenSchema = z.object({ token: z.string({ error: 'invalid' }).max(200, 'invalid') });

export const referenceOpenAnswerSchema = z.object({
  school: z.string(),
  /** The child's first name, as the name rule lets it through. */
  child: z.string(),
  locale: z.enum(['en', 'th']),
  expiresAt: z.iso.datetime(),
});

export const referenceAnswerRequestSchema = z.object({
  token: z.string({ error: 'invalid' }).max(200, 'invalid'),
  answers: z.object(
    Object.fromEntries(referenceQuestions.map((q) => [q, answer.default('')])) as Record<
      ReferenceQuestion,
      z.ZodDefault<typeof answer>
    >,
  ),
});

export const referenceId = z.string().regex(UUID);

export type Reference = z.infer<typeof referenceSchema>;
export type ReferencesAnswer = z.infer<typeof referencesAnswerSchema>;
export type ReferenceOpenAnswer = z.infer<typeof referenceOpenAnswerSchema>;
