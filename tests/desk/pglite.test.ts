// @vitest-environment node
// The desk's suites on the embedded database (PGlite), each on a fresh one.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { OpenDatabase } from './harness';
import { journeySuite } from './suite-journey';

const open: OpenDatabase = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'desk-pglite-'));
  const store = await openPgliteStore(path.join(dir, 'db'));
  return {
    store,
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

journeySuite(open, 4731);
