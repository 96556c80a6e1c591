// @vitest-environment node
// Each table has one owner (docs/architecture.md, "Who owns which tables"). ESLint refuses, outside
// server/intake, an import of the intake's SQL (its queries, client, store, erasure, migrations,
// the coordination's tables, the safe copies' module), and in the intake an import of the desk: each forbidden import is
// linted as if it stood in the folder named, beside an allowed one. And the SQL each owner writes
// (every string or template in its modules that reads as a statement) names none of the other
// owner's tables.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SLOW = 60_000;
const ZONE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'server/desk/warm-up.ts') });
}, SLOW);

async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const forbidden = [
  {
    wall: 'the desk does not import the intake’s queries',
    file: 'server/desk/probe.ts',
    code: "import { createSqlStore } from '../intake/sql-store';\nexport { createSqlStore };",
  },
  {
    wall: 'the desk does not take the intake’s SQL client from its store types',
    file: 'server/desk/queries/probe.ts',
    code: "import type { SqlClient } from '../../intake/store-types';\nexport type X = SqlClient;",
  },
  {
    wall: 'the desk does not delete the intake’s rows itself',
    file: 'server/desk/probe.ts',
    code: "import { deleteSubmissionRow } from '../intake/erasure';\nexport { deleteSubmissionRow };",
  },
  {
    wall: 'the desk does not open the intake’s store',
    file: 'server/desk/http/probe.ts',
    code: "import { openPgliteStore } from '../../intake/pglite-store';\nexport { openPgliteStore };",
  },
  {
    wall: 'the desk does not reach the coordination’s tables',
    file: 'server/desk/probe.ts',
    code: "import { sqlWindowQuota } from '../intake/coordination/sql-window-quota';\nexport { sqlWindowQuota };",
  },
  {
    wall: 'the desk does not count the safe copies itself',
    file: 'server/desk/queries/probe.ts',
    code: "import { copyFigures } from '../../intake/safe-copies/sql-copies';\nexport { copyFigures };",
  },
  {
    wall: 'the desk does not run the intake’s migrations',
    file: 'server/desk/probe.ts',
    code: "import { migrateIntake } from '../intake/migrations';\nexport { migrateIntake };",
  },
  {
    wall: 'a script does not open the intake’s driver',
    file: 'scripts/probe.ts',
    code: "import { openPostgresStore } from '../server/intake/postgres-store';\nexport { openPostgresStore };",
  },
  {
    wall: 'the shared-tablet endpoints do not import the parcels’ SQL',
    file: 'server/device/probe.ts',
    code: "import { sqlParcels } from '../intake/sql-parcels';\nexport { sqlParcels };",
  },
  {
    wall: 'the intake does not import the desk',
    file: 'server/intake/probe.ts',
    code: "import { createCases } from '../desk/cases';\nexport { createCases };",
  },
];

const allowed = [
  {
    what: 'the desk uses the intake’s records through its entry',
    file: 'server/desk/probe.ts',
    code: "import { intakeRecords, type IntakeRecords } from '../intake';\nexport { intakeRecords };\nexport type X = IntakeRecords;",
  },
  {
    what: 'the desk uses the database client and migrations every owner shares',
    file: 'server/desk/probe.ts',
    code: "import type { SqlClient } from '../sql/client';\nimport { migrate } from '../sql/migrate';\nexport { migrate };\nexport type X = SqlClient;",
  },
  {
    what: 'the intake uses its own store',
    file: 'server/intake/probe.ts',
    code: "import { createSqlStore } from './sql-store';\nexport { createSqlStore };",
  },
];

describe('ESLint keeps each owner’s SQL to itself', () => {
  it.each(forbidden)('$wall', async ({ file, code }) => expect(await violations(file, code)).toContain(ZONE), SLOW);
  it.each(allowed)('allows: $what', async ({ file, code }) => expect(await violations(file, code)).toEqual([]), SLOW);
});

const STATEMENT = /\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH)\b/;
const INTAKE_TABLES =
  /\b(submissions|attachments|parcels|safe_copies|safe_copy_changes|safe_copy_chunks|submission_tombstones|storage_erasures|submission_reference_seq|tus_uploads|rate_limits|window_quotas|attempt_limits)\b/;
const DESK_TABLES = /\bdesk_\w+/;

/** The text of every string and template in `source` that reads as SQL (a template's parts joined). */
function sqlStrings(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((text) => STATEMENT.test(text));
}

const modulesUnder = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(folder, name));

/** Each statement of `folder`'s modules that names a table matching `tables`, with its module. */
function trespasses(folder: string, tables: RegExp): string[] {
  return modulesUnder(folder).flatMap((file) =>
    sqlStrings(file, readFileSync(path.join(root, file), 'utf8'))
      .filter((sql) => tables.test(sql))
      .map((sql) => `${file}: ${sql.replace(/\s+/g, ' ').slice(0, 120)}`),
  );
}

describe('each owner’s SQL names only its own tables', () => {
  it('finds a table of the other owner where one is named', () => {
    const placed = "const x = `SELECT s.reference FROM submissions s WHERE s.id = ${'$1'}`;\nconst y = 'Dear family';";
    expect(sqlStrings('probe.ts', placed).filter((sql) => INTAKE_TABLES.test(sql))).toHaveLength(1);
    expect(
      sqlStrings('probe.ts', "q('DELETE FROM desk_cases WHERE id = $1')").filter((s) => DESK_TABLES.test(s)),
    ).toHaveLength(1);
  });

  it('the desk’s SQL names none of the intake’s tables', () => {
    expect(modulesUnder('server/desk').length).toBeGreaterThan(20);
    expect(trespasses('server/desk', INTAKE_TABLES)).toEqual([]);
  });

  it('the intake’s SQL names none of the desk’s tables', () => {
    expect(modulesUnder('server/intake').length).toBeGreaterThan(20);
    expect(trespasses('server/intake', DESK_TABLES)).toEqual([]);
  });
});
