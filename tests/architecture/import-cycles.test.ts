// @vitest-environment node
// No import cycles (docs/architecture.md, "The walls"): modules written side by side into src/ and
// linted with the project's own ESLint configuration. A cycle is refused whatever its edges are,
// value, type-only or lazy `import()`; a type-only import that does not lead back passes.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const CYCLE = 'architecture/no-cycle';
let eslint: ESLint;

// Loading ESLint's plugins and the TypeScript resolver takes seconds on a busy machine: once, here.
const SLOW = 60_000;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('import cycles', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** The rule ids ESLint reports for each of `files` (name → code) written side by side in src/shared. */
  async function lintTogether(files: Record<string, string>): Promise<Record<string, string[]>> {
    const dir = mkdtempSync(path.join(root, 'src/shared/cycle-probe-'));
    dirs.push(dir);
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
    return Object.fromEntries(
      results.map((result) => [path.basename(result.filePath), result.messages.map((m) => m.ruleId ?? m.message)]),
    );
  }

  const cases: { what: string; files: Record<string, string>; found: Record<string, string[]> }[] = [
    {
      what: 'are refused',
      files: {
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
      found: { 'a.ts': [CYCLE], 'b.ts': [CYCLE] },
    },
    {
      what: 'are refused when every edge is type-only or lazy',
      files: {
        'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'b.ts': "import { type A } from './a';\nexport type B = { a?: A };\nexport const c = () => import('./c');\n",
        'c.ts': "import type { B } from './b';\nexport type C = B;\n",
      },
      found: { 'a.ts': [CYCLE], 'b.ts': [CYCLE, CYCLE], 'c.ts': [CYCLE] },
    },
    {
      what: 'leave a type-only import that does not lead back alone',
      files: {
        'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'b.ts': "import { z } from '../../config/zod';\nexport type B = string;\nexport const schema = z.string();\n",
      },
      found: { 'a.ts': [], 'b.ts': [] },
    },
  ];

  it.each(cases)(
    '$what',
    async ({ files, found }) => {
      expect(await lintTogether(files)).toEqual(found);
    },
    SLOW,
  );
});
