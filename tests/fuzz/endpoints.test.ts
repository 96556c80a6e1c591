// @vitest-environment node
// Fuzzing the operations of docs/openapi.yaml that take a JSON body (submissions, the family's
// status and offer links, the staff PIN, CSP reports, the content webhook, a safe copy's creation,
// changes, compaction and keep-until date, with the copy's secret) through the whole
// server: each gets a valid body spoiled by fast-check (wrong types, missing and extra fields,
// duplicated keys, arrays, 10,000 levels, 1 MB strings, NUL, lone surrogates, invalid UTF-8)
// with odd Content-Types, repeated headers and query parameters. Never a 5xx, errors in the
// contract's shape, nothing stored by a refused request (probe.ts). The seed is fixed (SEED).

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { application } from '../desk/support';
import { contactData, scholarshipSubmission, pdfBytes } from '../intake/support';
import { NOW } from '../wizards/application/fixtures';
import { badBodies, buildBody, buildRequest, SEED, type Json } from './arbitraries';
import { contentTypes, noiseHeaders, noiseQuery } from './noise';
import { operation } from './contract';
import { probe } from './probe';
import { startTarget, STAFF_PIN, WEBHOOK_SECRET, type Target } from './target';

const RUNS = 40;
const TEMPLATE_ID = '0f0f0f0f-1111-4222-8333-444455556666';

let target: Target;
beforeAll(async () => {
  // The content webhook logs each body it gets: thousands of lines of noise here.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  target = await startTarget();
}, 60_000);
afterAll(() => target?.close());

interface JsonOperation {
  id: string;
  contentType: string;
  /** The valid body, made when the test runs (the fixture's tokens are known then). */
  valid: () => Json;
  headers?: () => [string, string][];
  /** The path, where the operation's has parameters; `fresh` is a new UUID each run. */
  path?: (fresh: string) => string;
}

/** A safe copy's id made of a UUID (16 bytes, base64url): a new copy each run. */
const copyIdOf = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
const copyPath =
  (at = '') =>
  () =>
    `/api/copies/${target.fixture.copy.id}${at}`;
const copySecret = () => [['authorization', `Copy ${target.fixture.copy.secret}`]] as [string, string][];

const contact = {
  id: TEMPLATE_ID,
  kind: 'contact',
  schemaVersion: 1,
  locale: 'en',
  data: contactData(),
  attachments: [],
};
const scholarship = { ...scholarshipSubmission([{ field: 'attachments.transcript', bytes: pdfBytes(500) }]) };
scholarship.id = TEMPLATE_ID;

const twins = application(
  [
    { firstName: 'Ploy', familyName: 'Jaidee' },
    { firstName: 'Pim', familyName: 'Jaidee' },
  ],
  'th',
  'mai@example.com',
  NOW,
).body;
twins.id = TEMPLATE_ID;

const JSON_OPERATIONS: JsonOperation[] = [
  { id: 'submit', contentType: 'application/json', valid: () => contact as Json },
  { id: 'submit', contentType: 'application/json', valid: () => scholarship as unknown as Json },
  { id: 'submit', contentType: 'application/json', valid: () => twins as unknown as Json },
  { id: 'familyStatus', contentType: 'application/json', valid: () => ({ token: target.fixture.statusToken }) },
  {
    id: 'familyOffer',
    contentType: 'application/json',
    valid: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAA.a.AAAAAAAAAAAAAAAAAAAAAAAA', confirm: true }),
  },
  { id: 'checkStaffPin', contentType: 'application/json', valid: () => ({ pin: STAFF_PIN }) },
  {
    id: 'cspReport',
    contentType: 'application/csp-report',
    valid: () => ({
      'csp-report': {
        'document-uri': 'https://school.test/th/apply',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'https://school.test/assets/a.js',
        'line-number': 3,
      },
    }),
  },
  {
    id: 'contentWebhook',
    contentType: 'application/json',
    valid: () => ({ event: 'publish', type: 'post', id: 42, slug: 'sports-day' }),
    headers: () => [['authorization', `Bearer ${WEBHOOK_SECRET}`]],
  },
  {
    id: 'createCopy',
    contentType: 'application/json',
    valid: () => ({ kind: 'draft', accessHash: target.fixture.copy.hash }),
    path: (fresh) => `/api/copies/${copyIdOf(fresh)}`,
  },
  {
    id: 'appendChanges',
    contentType: 'application/json',
    valid: () => ({ changes: [{ changeId: target.fixture.copy.changeId, body: target.fixture.copy.change }] }),
    path: copyPath('/changes'),
    headers: copySecret,
  },
  {
    id: 'compactCopy',
    contentType: 'application/json',
    valid: () => ({ upTo: 1, changeId: target.fixture.copy.changeId, body: target.fixture.copy.change }),
    path: copyPath('/compact'),
    headers: copySecret,
  },
  {
    id: 'keepCopy',
    contentType: 'application/json',
    valid: () => ({ keepUntil: new Date(NOW.getTime() + 86_400_000).toISOString() }),
    path: copyPath(),
    headers: copySecret,
  },
];

// First, before the fuzzing spends the staff PIN's budget of wrong tries (the clock stands still).
describe('the bodies the fuzzing spoils', () => {
  it('are accepted unspoiled, so what is refused was refused for the spoiling', async () => {
    for (const spec of JSON_OPERATIONS.filter((spec) => spec.id !== 'familyOffer')) {
      const op = operation(spec.id);
      const body = JSON.stringify(spec.valid()).replaceAll(TEMPLATE_ID, crypto.randomUUID());
      const res = await probe(
        target,
        op,
        buildRequest({
          method: op.method,
          path: spec.path?.(crypto.randomUUID()) ?? op.served,
          contentType: spec.contentType,
          headers: spec.headers?.(),
          body,
        }),
      );
      expect(res.status, `${spec.id}: ${await res.clone().text()}`).toBeLessThan(300);
    }
  });
});

describe('fuzzing the JSON operations of docs/openapi.yaml', () => {
  for (const spec of JSON_OPERATIONS) {
    const op = operation(spec.id);
    const label = spec.id === 'submit' ? `${spec.id} (${(spec.valid() as { kind: string }).kind})` : spec.id;

    it(`${label}: spoiled bodies, odd Content-Types, repeated headers and parameters`, async () => {
      const valid = spec.valid();
      const recipe = fc.record({
        body: badBodies(valid),
        contentType: fc.oneof({ weight: 3, arbitrary: fc.constant(spec.contentType) }, contentTypes(spec.contentType)),
        headers: noiseHeaders,
        query: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, noiseQuery),
        id: fc.uuid({ version: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(recipe, async ({ body, contentType, headers, query, id }) => {
          // A fresh submission id each run, so no earlier run's stored copy answers instead.
          const fresh = JSON.parse(JSON.stringify(valid).replaceAll(TEMPLATE_ID, id)) as Json;
          const request = buildRequest({
            method: op.method,
            path: spec.path?.(id) ?? op.served,
            query,
            contentType,
            headers: [...(spec.headers?.() ?? []), ...headers],
            body: buildBody(fresh, body),
          });
          await probe(target, op, request);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }, 60_000);
  }
});

describe('cases the fuzzing found', () => {
  const submit = (body: unknown) =>
    buildRequest({
      method: 'POST',
      path: '/api/submissions',
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  const contactWith = (data: Record<string, string>) => ({
    ...contact,
    id: crypto.randomUUID(),
    data: { ...contact.data, ...data },
  });

  it('refuses a lone surrogate in a submission’s text with 422 naming the field, and stores nothing', async () => {
    const res = await probe(target, operation('submit'), submit(contactWith({ message: 'Hello \ud83d there' })));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'invalid', fieldErrors: { message: ['form.common.invalidCharacters'] } });
    const pair = await probe(target, operation('submit'), submit(contactWith({ message: 'Hello 👋 there' })));
    expect(pair.status).toBe(201);
  });

  it('refuses a NUL in a submission’s text with 422 naming the field', async () => {
    const res = await probe(target, operation('submit'), submit(contactWith({ fullName: 'Anna\u0000Smith' })));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'invalid', fieldErrors: { fullName: expect.any(Array) } });
  });

  it('refuses a NUL in an attachment’s name with 422 on its field', async () => {
    const body = scholarshipSubmission([
      { field: 'attachments.transcript', bytes: pdfBytes(500), name: 'a\u0000.pdf' },
    ]);
    const res = await probe(target, operation('submit'), submit(body));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'invalid',
      fieldErrors: { 'attachments.transcript': expect.any(Array) },
    });
  });
});
