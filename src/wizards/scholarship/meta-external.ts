// The scholarship application of a new student (route scholarship-form); its schemas
// (schema-external.ts) load when the framework asks for them.

import type { ScholarshipExternalData } from './schema-external';
import { scholarshipMeta } from './scholarship-meta';
import { variants } from './variants';

export const meta = scholarshipMeta<ScholarshipExternalData>(
  variants['scholarship-external'],
  () => import('./schema-external'),
);
