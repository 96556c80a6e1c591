// The scholarship application of a current student (route internal-scholarship-form); its
// schemas (schema-internal.ts) load when the framework asks for them.

import type { ScholarshipInternalData } from './schema-internal';
import { scholarshipMeta } from './scholarship-meta';
import { variants } from './variants';

export const meta = scholarshipMeta<ScholarshipInternalData>(
  variants['scholarship-internal'],
  () => import('./schema-internal'),
);
