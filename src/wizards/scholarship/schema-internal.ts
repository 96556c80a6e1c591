// The scholarship application of a current student: one schema per step and the whole (see
// schema.ts). Its own question is the student's current class.

import type { z } from 'zod';
import { requiredText } from '../../shared/validation/validators';
import { scholarshipSchemas } from './schema';

export const {
  studentSchema,
  attachmentsSchema,
  studentStep,
  attachmentsStep,
  summaryStep,
  fullSchema,
  scholarshipDefaults,
} = scholarshipSchemas('current', { name: 'currentClass', schema: requiredText(40) });

export type ScholarshipInternalData = z.infer<typeof fullSchema>;
