// The scholarship application of a new student: one schema per step and the whole (see
// schema.ts). Its own question is the student's current school.

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
} = scholarshipSchemas('new', { name: 'currentSchool', schema: requiredText(150) });

export type ScholarshipExternalData = z.infer<typeof fullSchema>;
