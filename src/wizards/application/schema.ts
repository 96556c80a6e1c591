// The application's zod schemas: one per step (each lets the other steps' answers pass through),
// `fullSchema` for the whole submission (the intake server uses it too) and the inferred types
// (the empty answers built on them are defaults.ts). Errors are message ids. Family data (parents, guardian, emergency contact, how
// they heard of us) is entered once; each applicant holds info, academic, health and documents.

import { z } from '../../config/zod';
import { schoolToday, type Today } from '../../shared/dates';
import { always } from './rules';
import { applicantsBounds, checkApplicantInfo, infoSchema, applicantStep, studentTypeSchema } from './schema-applicant';
import { parentsSchema, parentsStepSchema } from './schema-parents';
import { academicSchema, academicStepSchema, heardAboutSchema } from './schema-academic';
import { checkHealth, healthSchema, healthStepSchema } from './schema-health';
import { checkDocuments, documentsSchema, documentsStepSchema } from './schema-documents';

export {
  academicQuestions,
  documentKeys,
  MAX_APPLICANTS,
  MAX_EXTRA_LANGUAGES,
  MAX_PREVIOUS_SCHOOLS,
  type DocumentKey,
} from './shape';

/** The whole application, with "today" given (the server passes the day the family submitted). */
export function buildFullSchema(today: Today) {
  return z
    .object({
      studentType: studentTypeSchema,
      applicants: applicantsBounds(
        z.object({
          info: infoSchema(today),
          academic: academicSchema,
          health: healthSchema,
          documents: documentsSchema,
        }),
      ),
      parents: parentsSchema,
      heardAbout: heardAboutSchema,
    })
    .superRefine((data, ctx) => {
      checkApplicantInfo(data, ctx, today);
      checkHealth(data, ctx);
      checkDocuments(data, ctx);
    }, always);
}

/** The whole submission as validated today at the school. */
export const fullSchema = z.lazy(() => buildFullSchema(schoolToday));

/** The whole submission validated as on `day` (YYYY-MM-DD), e.g. when it was submitted offline. */
export const fullSchemaOn = (day: string) => buildFullSchema(() => day);

/** The step schemas, in the order of the tabs (the summary step checks nothing of its own). */
export const stepSchemas = {
  applicant: applicantStep,
  parents: parentsStepSchema,
  academic: academicStepSchema,
  health: healthStepSchema,
  documents: documentsStepSchema,
  summary: z.looseObject({}),
} as const;

export type ApplicationData = z.output<typeof fullSchema>;
export type Applicant = ApplicationData['applicants'][number];
export type Academic = Applicant['academic'];
export type PreviousSchool = Academic['previousSchools'][number];
export type Health = Applicant['health'];
export type Documents = Applicant['documents'];
export type Parents = ApplicationData['parents'];
export type Person = Parents['father'];
export type StudentType = ApplicationData['studentType'];
