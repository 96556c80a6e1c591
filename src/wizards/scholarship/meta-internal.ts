// The scholarship application of a current student (route internal-scholarship-form).

import * as schemas from './schema-internal';
import { scholarshipMeta } from './scholarship-meta';
import { variants } from './variants';

export const meta = scholarshipMeta(variants['scholarship-internal'], schemas);
