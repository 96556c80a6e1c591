// @vitest-environment node
// The intake suite against the embedded database (PGlite in a temporary folder).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteStore } from '../../server/intake/pglite-store';
import { intakeSuite } from './suite';

intakeSuite('intake server on PGlite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'intake-pglite-'));
  const store = await openPgliteStore(path.join(dir, 'db'));
  return {
    store,
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
