// @vitest-environment node
// The intake suite against the embedded database (PGlite in a temporary folder).

import { openPglite } from '../support/test-database';
import { intakeSuite } from './suite';

intakeSuite('intake server on PGlite', () => openPglite('intake-pglite-'));
