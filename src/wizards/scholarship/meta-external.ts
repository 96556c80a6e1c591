// The scholarship application of a new student (route scholarship-form).

import * as schemas from './schema-external';
import { scholarshipMeta } from './scholarship-meta';
import { variants } from './variants';

export const meta = scholarshipMeta(variants['scholarship-external'], schemas);
