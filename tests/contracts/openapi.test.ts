// @vitest-environment node
// docs/openapi.yaml says what the zod contracts say (src/shared/contracts): each contract schema,
// turned into JSON Schema by zod, is compared with the document's schema of the same thing, field
// by field and level by level (the properties, which are required, the types, the enums and
// formats the contract fixes), the safe copies' requests and answers among them. A field added
// to, dropped from or renamed in either fails here.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appendChangesAnswerSchema,
  appendChangesRequestSchema,
  changesAnswerSchema,
  compactRequestSchema,
  copyAnswerSchema,
  createCopyRequestSchema,
  fileChunksAnswerSchema,
  keepUntilRequestSchema,
} from '../../src/shared/contracts/safe-copy';
import {
  offerAnswerSchema,
  offerRequestSchema,
  linkRefusalSchema,
  assessmentRefusalSchema,
  statusAnswerSchema,
  statusRequestSchema,
} from '../../src/shared/contracts/status';
import { deviceConfigSchema, staffPinRequestSchema } from '../../src/shared/contracts/device';
import {
  contractRequestSchema,
  lateFileRequestSchema,
  signRequestSchema,
  startRequestSchema,
} from '../../src/shared/contracts/enrolment';
import {
  assessmentAnswerSchema,
  assessmentBookRequestSchema,
  assessmentCancelRequestSchema,
} from '../../src/shared/contracts/assessment';
import {
  submissionAttachmentSchema,
  submissionEnvelopeSchema,
  submissionReceiptSchema,
} from '../../src/shared/contracts/submission';
import { openApi } from '../fuzz/contract';

type Node = Record<string, unknown>;

const doc = openApi();

function deref(node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return deref(
    ref
      .slice(2)
      .split('/')
      .reduce<Node>((at, key) => at[key] as Node, doc),
  );
}

const keys = (node: Node, name: string) => Object.keys((node[name] as Node | undefined) ?? {}).sort();
const list = (node: Node, name: string) => [...((node[name] as unknown[] | undefined) ?? [])].map(String).sort();

/**
 * Where the documented schema differs from the contract's JSON Schema, one line per difference. An
 * enum or a format the contract fixes must be documented; the document may say more (an enum of
 * file types the intake checks beyond the envelope, a pattern, a limit).
 */
export function drift(contract: Node, documented: Node, at = '$'): string[] {
  const said = deref(documented);
  const found: string[] = [];
  if (contract.type && said.type && contract.type !== said.type)
    found.push(`${at}: type ${String(said.type)}, contract ${String(contract.type)}`);
  if (contract.enum && JSON.stringify(list(contract, 'enum')) !== JSON.stringify(list(said, 'enum')))
    found.push(`${at}: enum [${list(said, 'enum').join(', ')}], contract [${list(contract, 'enum').join(', ')}]`);
  if (contract.format && contract.format !== said.format)
    found.push(`${at}: format ${String(said.format)}, contract ${String(contract.format)}`);
  if (contract.type === 'object' && contract.properties) {
    const [mine, theirs] = [keys(contract, 'properties'), keys(said, 'properties')];
    if (JSON.stringify(mine) !== JSON.stringify(theirs))
      found.push(`${at}: properties [${theirs.join(', ')}], contract [${mine.join(', ')}]`);
    if (JSON.stringify(list(contract, 'required')) !== JSON.stringify(list(said, 'required')))
      found.push(
        `${at}: required [${list(said, 'required').join(', ')}], contract [${list(contract, 'required').join(', ')}]`,
      );
    for (const name of mine.filter((key) => theirs.includes(key)))
      found.push(
        ...drift(
          (contract.properties as Record<string, Node>)[name]!,
          (said.properties as Record<string, Node>)[name]!,
          `${at}.${name}`,
        ),
      );
  }
  if (contract.type === 'array' && contract.items && said.items)
    found.push(...drift(contract.items as Node, said.items as Node, `${at}[]`));
  return found;
}

/** The contract as JSON Schema: what a client may send (input), or what the server answers (output). */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io }) as Node;

const component = (name: string) => ((doc.components as Node).schemas as Record<string, Node>)[name]!;

/** An operation's JSON request body, as documented. */
const requestBody = (route: string, method: string) =>
  ((((doc.paths as Record<string, Node>)[route]![method] as Node).requestBody as Node).content as Node)[
    'application/json'
  ] as Node;

/** An operation's JSON answer with status 200, as documented. */
const answer200 = (route: string, method: string) =>
  (
    (
      (((doc.paths as Record<string, Node>)[route]![method] as Node).responses as Record<string, Node>)['200']!
        .content as Node
    )['application/json'] as Node
  ).schema as Node;

const cases: { what: string; contract: z.ZodType; io: 'input' | 'output'; documented: () => Node }[] = [
  {
    what: 'the envelope (Submission)',
    contract: submissionEnvelopeSchema,
    io: 'input',
    documented: () => component('Submission'),
  },
  {
    what: 'an attachment',
    contract: submissionAttachmentSchema,
    io: 'input',
    documented: () => component('Attachment'),
  },
  { what: 'the receipt', contract: submissionReceiptSchema, io: 'output', documented: () => component('Receipt') },
  {
    what: 'the status answer',
    contract: statusAnswerSchema,
    io: 'output',
    documented: () => component('StatusAnswer'),
  },
  { what: 'the offer answer', contract: offerAnswerSchema, io: 'output', documented: () => component('OfferAnswer') },
  { what: 'a link refused', contract: linkRefusalSchema, io: 'output', documented: () => component('LinkRefusal') },
  {
    what: 'an assessment refused',
    contract: assessmentRefusalSchema,
    io: 'output',
    documented: () => component('AssessmentRefusal'),
  },
  {
    what: 'the assessment answer',
    contract: assessmentAnswerSchema,
    io: 'output',
    documented: () => component('AssessmentAnswer'),
  },
  {
    what: 'the assessment booking',
    contract: assessmentBookRequestSchema,
    io: 'input',
    documented: () => requestBody('/status/assessment', 'post').schema as Node,
  },
  {
    what: 'the assessment cancellation',
    contract: assessmentCancelRequestSchema,
    io: 'input',
    documented: () => requestBody('/status/assessment/cancel', 'post').schema as Node,
  },
  {
    what: 'the status request',
    contract: statusRequestSchema,
    io: 'input',
    documented: () => requestBody('/status', 'post').schema as Node,
  },
  {
    what: 'the offer request',
    contract: offerRequestSchema,
    io: 'input',
    documented: () => requestBody('/status/offer', 'post').schema as Node,
  },
  {
    what: 'the shared tablet settings',
    contract: deviceConfigSchema,
    io: 'output',
    documented: () => answer200('/device/config', 'get'),
  },
  {
    what: 'the staff PIN request',
    contract: staffPinRequestSchema,
    io: 'input',
    documented: () => requestBody('/device/staff', 'post').schema as Node,
  },
  ...[
    { what: 'a safe copy’s creation', contract: createCopyRequestSchema, route: '/copies/{id}', method: 'put' },
    { what: 'a safe copy’s keep-until date', contract: keepUntilRequestSchema, route: '/copies/{id}', method: 'patch' },
    { what: 'changes appended', contract: appendChangesRequestSchema, route: '/copies/{id}/changes', method: 'post' },
    { what: 'a compaction', contract: compactRequestSchema, route: '/copies/{id}/compact', method: 'post' },
  ].map(({ what, contract, route, method }) => ({
    what,
    contract,
    io: 'input' as const,
    documented: () => requestBody(route, method).schema as Node,
  })),
  ...[
    { what: 'a safe copy', contract: copyAnswerSchema, name: 'CopyAnswer' },
    { what: 'the number of changes appended', contract: appendChangesAnswerSchema, name: 'CopySeq' },
    { what: 'a copy’s changes', contract: changesAnswerSchema, name: 'CopyChangeList' },
    { what: 'a file’s stored chunks', contract: fileChunksAnswerSchema, name: 'CopyChunks' },
  ].map(({ what, contract, name }) => ({ what, contract, io: 'output' as const, documented: () => component(name) })),
  ...(
    [
      ['a late file', '/status/files', lateFileRequestSchema],
      ['a first day', '/status/start-date', startRequestSchema],
      ['the contract request', '/status/contract', contractRequestSchema],
      ['a signature', '/status/sign', signRequestSchema],
    ] as const
  ).map(([what, path, contract]) => ({
    what: `the request of ${what}`,
    contract,
    io: 'input' as const,
    documented: () => requestBody(path, 'post').schema as Node,
  })),
];

describe('docs/openapi.yaml and the zod contracts', () => {
  it.each(cases)('document $what as its contract does', ({ contract, io, documented }) => {
    expect(drift(jsonSchema(contract, io), documented())).toEqual([]);
  });

  it('notices a field the document lacks, one it has too many, and a required one turned optional', () => {
    const { statusToken: _token, ...fields } = submissionReceiptSchema.shape;
    const changed = z.object({ ...fields, reference: fields.reference.optional(), issuedBy: z.string() });
    expect(drift(jsonSchema(changed, 'output'), component('Receipt'))).toEqual([
      '$: properties [id, kind, missingFiles, receivedAt, reference, status, statusToken], contract [id, issuedBy, kind, missingFiles, receivedAt, reference, status]',
      '$: required [id, kind, missingFiles, receivedAt, reference, status], contract [id, issuedBy, kind, missingFiles, receivedAt, status]',
    ]);
  });
});
