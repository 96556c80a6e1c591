// @vitest-environment node
// Each contract is defined in one place (src/shared/contracts): no interface, object type or zod
// object elsewhere in the product's source (src, server, scripts, bench) declares a contract's
// fields again, no other module lists the attachment rules' documents, builds their field paths
// or picks the photo types, and the dot-path reader and the UUID pattern are written once. Found
// by reading each module's syntax tree, so a comment or a string that names the fields is fine.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationDocumentKeys, scholarshipDocumentKeys } from '../../src/shared/contracts/attachment-rules';
import * as desk from '../../src/shared/contracts/desk-cases';
import * as people from '../../src/shared/contracts/desk-staff';
import * as status from '../../src/shared/contracts/status';
import * as submission from '../../src/shared/contracts/submission';

const root = path.resolve(import.meta.dirname, '../..');
const CONTRACTS = 'src/shared/contracts/';

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'server', 'scripts', 'bench'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

interface Declared {
  file: string;
  line: number;
  fields: Set<string>;
}

const nameOf = (name: ts.PropertyName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/** The object literal given to `z.object()` (or a loose or strict one), `satisfies` and `as` aside. */
function zodShape(call: ts.CallExpression): ts.ObjectLiteralExpression | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !/^(object|looseObject|strictObject)$/.test(callee.name.text)) return;
  let shape = call.arguments[0];
  while (shape && (ts.isSatisfiesExpression(shape) || ts.isAsExpression(shape) || ts.isParenthesizedExpression(shape)))
    shape = shape.expression;
  return shape && ts.isObjectLiteralExpression(shape) ? shape : undefined;
}

/** Every field set a module declares: interfaces, object types and the objects given to `z.object()`. */
function declared(file: string, source: ts.SourceFile): Declared[] {
  const found: Declared[] = [];
  const add = (node: ts.Node, names: (string | undefined)[]) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      fields: new Set(names.filter((name): name is string => name !== undefined)),
    });
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node))
      add(
        node,
        node.members.map((member) => nameOf(member.name)),
      );
    const shape = ts.isCallExpression(node) ? zodShape(node) : undefined;
    if (shape)
      add(
        node,
        shape.properties.map((property) => nameOf(property.name)),
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const modules = sources.map((file) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return { file, text, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
});
const declarations = modules.flatMap(({ file, source }) => declared(file, source));

/** The wires' contracts whose fields must not be declared anywhere else. */
const contracts: Record<string, z.ZodObject> = {
  'the envelope': submission.submissionEnvelopeSchema,
  'an attachment of the envelope': submission.submissionAttachmentSchema,
  'the receipt': submission.submissionReceiptSchema,
  'the status answer': status.statusAnswerSchema,
  'a case of the status answer': status.statusCaseSchema,
  'the offer answer': status.offerAnswerSchema,
  'the desk’s session': people.sessionAnswerSchema,
  'a member of staff': people.staffMemberSchema,
  'an opened enrolment': people.enrolOpenAnswerSchema,
  'one’s passkeys': people.accountPasskeysAnswerSchema,
  'a row of the desk’s list': desk.listRowSchema,
  'the desk’s list': desk.listAnswerSchema,
  'a submission’s detail': desk.detailAnswerSchema,
  'a case in the detail': desk.caseDetailSchema,
  'a file in the detail': desk.deskAttachmentSchema,
  'the desk’s figures': desk.statsAnswerSchema,
};

/** Declarations elsewhere that hold all of `fields`. */
const againOutside = (fields: string[]) =>
  declarations
    .filter((d) => !d.file.startsWith(CONTRACTS) && fields.every((field) => d.fields.has(field)))
    .map((d) => `${d.file}:${d.line}`);

/** Where a module's text matches `pattern`, outside `home`. */
const written = (pattern: RegExp, home: string) =>
  modules
    .filter(({ file }) => file !== home)
    .flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])),
    );

describe('one definition of each contract', () => {
  it('finds the product’s interfaces and zod objects (a draft’s record, a scholarship’s documents)', () => {
    expect(sources).toContain('src/shared/contracts/submission.ts');
    expect(againOutside(['id', 'kind', 'schemaVersion', 'data', 'step', 'completeness'])).toEqual([
      expect.stringMatching(/^src\/shared\/records\.ts:\d+$/),
    ]);
    expect(againOutside(['transcript', 'awards', 'portfolio'])).toEqual([
      expect.stringMatching(/^src\/wizards\/scholarship\/schema\.ts:\d+$/),
    ]);
  });

  it.each(Object.entries(contracts))('declares the fields of %s only in the contract', (_, schema) => {
    expect(againOutside(Object.keys(schema.shape))).toEqual([]);
  });

  it('lists the documents, builds their fields and picks the photo types only in the attachment rules', () => {
    const home = `${CONTRACTS}attachment-rules.ts`;
    const lists = modules.flatMap(({ file, source }) => {
      if (file === home) return [];
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isArrayLiteralExpression(node)) {
          const items = new Set(node.elements.filter(ts.isStringLiteral).map((element) => element.text));
          for (const keys of [applicationDocumentKeys, scholarshipDocumentKeys])
            if (keys.every((key) => items.has(key)))
              found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
    expect(lists).toEqual([]);
    expect(written(/applicants\.\$\{[^}]*\}\.documents\./, home)).toEqual([]);
    expect(written(/\.filter\(\(\w+\) => \w+\.startsWith\('image\/'\)\)/, home)).toEqual([]);
  });

  it('writes the dot-path reader and the UUID pattern once', () => {
    expect(written(/function valueAt\b|\bvalueAt = /, 'src/shared/dot-path.ts')).toEqual([]);
    expect(written(/\[0-9a-f\]\{8\}-\[0-9a-f\]\{4\}/, `${CONTRACTS}ids.ts`)).toEqual([]);
  });
});
