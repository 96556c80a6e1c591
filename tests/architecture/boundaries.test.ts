// @vitest-environment node
// The architecture's walls fail when crossed (docs/architecture.md): each forbidden import below is
// linted as if it stood in the folder named, with the project's own ESLint configuration, and must
// be refused by the rule that guards that wall. An allowed import beside each shows the rule is
// not simply refusing everything (import cycles: import-cycles.test.ts). The desk's components
// reach its API only through src/desk/api.ts, never by a path. The service worker's tsconfig
// refuses React as well.

import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

// Loading ESLint's plugins and the TypeScript resolver takes seconds on a busy machine: once, here.
const SLOW = 60_000;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/shared/warm-up.ts') });
}, SLOW);

/** The rule ids ESLint reports for `code` placed at `file` (a path under the repository). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const ZONE = 'import-x/no-restricted-paths';
const REACT = 'no-restricted-imports';
const DEXIE = '@typescript-eslint/no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
/** The desk's API modules' raw call, which only they use. */
const RAW_CALL = 'no-restricted-imports';

const forbidden: { wall: string; file: string; code: string; rule: string }[] = [
  {
    wall: 'the worker does not load React',
    file: 'src/sw/probe.ts',
    code: "import { useState } from 'react';\nexport { useState };",
    rule: REACT,
  },
  {
    wall: 'the worker does not import the forms',
    file: 'src/sw/probe.ts',
    code: "import { SubmissionList } from '../forms';\nexport { SubmissionList };",
    rule: ZONE,
  },
  {
    wall: 'the worker does not import the app',
    file: 'src/sw/probe.ts',
    code: "import { createRoutes } from '../app/routes';\nexport { createRoutes };",
    rule: ZONE,
  },
  {
    wall: 'the worker does not import a wizard',
    file: 'src/sw/probe.ts',
    code: "import { meta } from '../wizards/bus/meta';\nexport { meta };",
    rule: ZONE,
  },
  {
    wall: 'an island does not import the worker',
    file: 'src/islands/probe.ts',
    code: "import { PAGES_CACHE } from '../sw/constants';\nexport { PAGES_CACHE };",
    rule: ZONE,
  },
  {
    wall: 'the app does not import the worker',
    file: 'src/app/probe.ts',
    code: "import { localeCacheName } from '../sw/constants';\nexport { localeCacheName };",
    rule: ZONE,
  },
  {
    wall: 'the outbox does not import the worker',
    file: 'src/outbox/probe.ts',
    code: "import type { LocaleBundle } from '../sw/constants';\nexport type X = LocaleBundle;",
    rule: ZONE,
  },
  {
    wall: 'the outbox does not load React',
    file: 'src/outbox/probe.ts',
    code: "import { useEffect } from 'react';\nexport { useEffect };",
    rule: REACT,
  },
  {
    wall: 'the outbox does not import the forms',
    file: 'src/outbox/probe.ts',
    code: "import { SubmissionStatus } from '../forms';\nexport { SubmissionStatus };",
    rule: ZONE,
  },
  {
    wall: 'the outbox does not import the app',
    file: 'src/outbox/probe.ts',
    code: "import { useProgressStore } from '../app/layout/progress-store';\nexport { useProgressStore };",
    rule: ZONE,
  },
  {
    wall: 'the outbox does not use React hooks of the database',
    file: 'src/outbox/probe.ts',
    code: "import { useOutbox } from '../db/hooks';\nexport { useOutbox };",
    rule: ZONE,
  },
  {
    wall: 'the forms do not import the app',
    file: 'src/forms/probe.ts',
    code: "import { useLocale } from '../app/locale-context';\nexport { useLocale };",
    rule: ZONE,
  },
  {
    wall: 'a wizard does not import another wizard',
    file: 'src/wizards/bus/probe.ts',
    code: "import { meta } from '../contact/meta';\nexport { meta };",
    rule: ZONE,
  },
  {
    wall: 'storage does not import the forms',
    file: 'src/db/probe.ts',
    code: "import type { WizardMeta } from '../forms/types';\nexport type X = WizardMeta;",
    rule: ZONE,
  },
  {
    wall: 'contracts do not load React',
    file: 'src/shared/probe.ts',
    code: "import { createContext } from 'react';\nexport { createContext };",
    rule: REACT,
  },
  {
    wall: 'contracts do not import storage',
    file: 'src/shared/probe.ts',
    code: "import { loadDraft } from '../db';\nexport { loadDraft };",
    rule: ZONE,
  },
  {
    wall: 'the server imports only shared contracts',
    file: 'server/intake/probe.ts',
    code: "import { sendOutbox } from '../../src/outbox';\nexport { sendOutbox };",
    rule: ZONE,
  },
  {
    wall: 'the server does not import the form framework',
    file: 'server/intake/probe.ts',
    code: "import { useFormT } from '../../src/forms';\nexport { useFormT };",
    rule: ZONE,
  },
  {
    wall: 'the outbox is used through its entry',
    file: 'src/app/probe.ts',
    code: "import { call } from '../outbox/send/http';\nexport { call };",
    rule: ZONE,
  },
  {
    wall: 'safe copies do not import the forms',
    file: 'src/safe-copy/probe.ts',
    code: "import { useFormT } from '../forms';\nexport { useFormT };",
    rule: ZONE,
  },
  {
    wall: 'safe copies are used through their entry',
    file: 'src/app/probe.ts',
    code: "import { pullCopy } from '../safe-copy/pull';\nexport { pullCopy };",
    rule: ZONE,
  },
  {
    wall: 'only safe copies use their tables’ facade',
    file: 'src/forms/probe.ts',
    code: "import { listSafeJobs } from '../db/safe-copies';\nexport { listSafeJobs };",
    rule: ZONE,
  },
  {
    wall: 'safe copies use the outbox only for its API settings',
    file: 'src/safe-copy/probe.ts',
    code: "import { flushOutbox } from '../outbox/flush';\nexport { flushOutbox };",
    rule: ZONE,
  },
  {
    wall: 'storage is used through its facade',
    file: 'src/forms/probe.ts',
    code: "import { withDb } from '../db/database';\nexport { withDb };",
    rule: ZONE,
  },
  {
    wall: 'only storage touches Dexie',
    file: 'src/app/probe.ts',
    code: "import Dexie from 'dexie';\nexport { Dexie };",
    rule: DEXIE,
  },
  {
    wall: 'the public site does not import the desk',
    file: 'src/forms/probe.ts',
    code: "import { DeskError } from '../desk/api';\nexport { DeskError };",
    rule: ZONE,
  },
  {
    wall: 'the desk does not touch the family device’s storage',
    file: 'src/desk/probe.ts',
    code: "import { readSetting } from '../db';\nexport { readSetting };",
    rule: ZONE,
  },
  {
    wall: 'a desk component does not call a desk path by string',
    file: 'src/desk/pages/probe.tsx',
    code: "export const load = () => fetch('/api/desk/stats').then((r) => r.json());",
    rule: SYNTAX,
  },
  {
    wall: 'a desk component does not build a desk path in a template',
    file: 'src/desk/detail/probe.tsx',
    code: 'export const href = (id: string) => `/api/desk/submissions/${id}/files`;',
    rule: SYNTAX,
  },
  {
    wall: 'a desk component does not use the API modules’ raw call',
    file: 'src/desk/pages/probe.tsx',
    code: "import { call } from '../api-client';\nexport const load = () => call('GET', '/stats');",
    rule: RAW_CALL,
  },
];

/**
 * The page-worker contract as a module of src/ imports it, built from pieces: the repository's
 * stands-alone test reads such a path in this file as relative to tests/.
 */
const WORKER_MESSAGES = ['..', 'shared', 'worker-messages'].join('/');

const allowed: { what: string; file: string; code: string }[] = [
  {
    what: 'the worker imports the outbox entry',
    file: 'src/sw/probe.ts',
    code: "import { answerOutboxSync } from '../outbox/worker';\nexport { answerOutboxSync };",
  },
  {
    what: 'the worker imports the safe copies’ worker entry',
    file: 'src/sw/probe.ts',
    code: "import { answerSafeCopySync } from '../safe-copy/worker';\nexport { answerSafeCopySync };",
  },
  {
    what: 'an island and the worker import the messages between them',
    file: 'src/islands/probe.ts',
    code: `import type { PageToWorkerMessage } from '${WORKER_MESSAGES}';\nexport type X = PageToWorkerMessage;`,
  },
  {
    what: 'the worker imports its own folder and the messages',
    file: 'src/sw/probe.ts',
    code: `import { PAGES_CACHE } from './constants';\nimport { isPageToWorkerMessage } from '${WORKER_MESSAGES}';\nexport { PAGES_CACHE, isPageToWorkerMessage };`,
  },
  {
    what: 'the outbox imports storage',
    file: 'src/outbox/probe.ts',
    code: "import { dueOutboxItems } from '../db';\nexport { dueOutboxItems };",
  },
  {
    what: 'safe copies import storage, the crypto and the outbox’s API settings',
    file: 'src/safe-copy/probe.ts',
    code: "import { listSafeJobs } from '../db/safe-copies';\nimport { sealBytes } from '../crypto';\nimport { loadApiSettings } from '../outbox/api-settings';\nexport { listSafeJobs, sealBytes, loadApiSettings };",
  },
  {
    what: 'a wizard imports the forms and itself',
    file: 'src/wizards/bus/probe.ts',
    code: "import { useFormT } from '../../forms';\nimport { meta } from './meta';\nexport { useFormT };\nexport { meta };",
  },
  {
    what: 'the server imports a shared contract and a wizard schema',
    file: 'server/intake/probe.ts',
    code: "import { sniffFileType } from '../../src/shared/files/file-type';\nimport { studentSchema } from '../../src/wizards/bus/schema';\nexport { sniffFileType };\nexport { studentSchema };",
  },
  {
    what: 'the desk imports the contracts (the languages)',
    file: 'src/desk/probe.ts',
    code: "import { locales } from '../i18n/locales';\nexport { locales };",
  },
  {
    what: 'a desk component calls the desk’s API module',
    file: 'src/desk/pages/probe.tsx',
    code: "import { api } from '../api';\nexport const load = () => api.stats.get();",
  },
  {
    what: 'the desk’s API modules call fetch with the desk’s paths',
    file: 'src/desk/api-probe.ts',
    code: "import { DESK_API } from './api-client';\nexport const load = () => fetch(`${DESK_API}/stats`);",
  },
  {
    what: 'the app imports the forms and React',
    file: 'src/app/probe.tsx',
    code: "import { useState } from 'react';\nimport { SubmissionList } from '../forms';\nexport { useState };\nexport { SubmissionList };",
  },
];

describe('ESLint refuses every import across a wall', () => {
  it.each(forbidden)(
    '$wall',
    async ({ file, code, rule }) => {
      expect(await violations(file, code)).toContain(rule);
    },
    SLOW,
  );

  it.each(allowed)(
    'allows: $what',
    async ({ file, code }) => {
      expect(await violations(file, code)).toEqual([]);
    },
    SLOW,
  );
});

describe("the service worker's tsconfig", () => {
  it(
    'does not compile a worker module that imports React',
    () => {
      const configFile = ts.readConfigFile(path.join(root, 'tsconfig.sw.json'), ts.sys.readFile);
      const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
      const probe = path.join(root, 'src/sw/react-probe.ts');
      const host = ts.createCompilerHost(options);
      const source = "import { useState } from 'react';\nexport const probe = useState;\n";
      const readFile = host.readFile.bind(host);
      host.readFile = (name) => (path.resolve(name) === probe ? source : readFile(name));
      const fileExists = host.fileExists.bind(host);
      host.fileExists = (name) => path.resolve(name) === probe || fileExists(name);
      const program = ts.createProgram([probe], options, host);
      const errors = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file?.fileName && path.resolve(d.file.fileName) === probe);
      expect(errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n')).toMatch(/useState/);
    },
    SLOW,
  );
});
