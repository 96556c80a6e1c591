// @vitest-environment node
// Property tests of the form validators every wizard shares (src/shared/validation) and of the
// server's submission checks (server/intake/validate.ts): no input makes them throw, each accepts
// what its rule describes and refuses the rest with a message id, and what they return (trimmed
// text) passes again unchanged. The seed is fixed (SEED), fast-check prints it on a failure.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultIssueMessage, errorMessageId } from '../../src/shared/validation/error-text';
import {
  emailAddress,
  oneOf,
  optionalText,
  phoneNumber,
  REQUIRED,
  requiredText,
} from '../../src/shared/validation/validators';
import { kinds } from '../../server/intake/kinds';
import { checkAttachments, parseEnvelope, validateData } from '../../server/intake/validate';
import { contactData } from '../intake/support';
import { SEED } from './arbitraries';

const RUNS = { seed: SEED, numRuns: 300 };
const anything = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
});
/** Text with everything in it: controls, NUL, lone surrogates, every plane. */
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());

/** What a parse answered: the value, or the message ids (each must be one). */
function outcome(schema: { safeParse(value: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    data?: unknown;
    error?: { issues: { message: string }[] };
  };
  const messages = result.error?.issues.map((issue) => issue.message) ?? [];
  for (const message of messages) expect(message).toMatch(/^form\./);
  return { ok: result.success, value: result.data, messages };
}

describe('the shared validators', () => {
  const validators = {
    optionalText: optionalText(50),
    requiredText: requiredText(50),
    oneOf: oneOf(['a', 'b']),
    emailAddress: emailAddress(),
    phoneNumber: phoneNumber(),
  };

  it('never throw, and refuse with a message id whatever they are given', () => {
    fc.assert(
      fc.property(fc.oneof(anything, anyText), (value) => {
        for (const schema of Object.values(validators)) outcome(schema, value);
      }),
      RUNS,
    );
  });

  it('refuse anything that is not text as required', () => {
    fc.assert(
      fc.property(
        anything.filter((value) => typeof value !== 'string'),
        (value) => {
          for (const schema of Object.values(validators)) {
            const { ok, messages } = outcome(schema, value);
            expect(ok).toBe(false);
            expect(new Set(messages)).toEqual(new Set([REQUIRED]));
          }
        },
      ),
      RUNS,
    );
  });

  it('text: trimmed, at most its length, required when it says so; the result passes again unchanged', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('', ' ', '\t\n', '\u00a0'), (text, pad) => {
        const trimmed = (pad + text + pad).trim();
        const optional = outcome(validators.optionalText, pad + text + pad);
        expect(optional.ok).toBe(trimmed.length <= 50);
        if (optional.ok) {
          expect(optional.value).toBe(trimmed);
          expect(outcome(validators.optionalText, optional.value).value).toBe(optional.value);
        } else expect(optional.messages).toEqual(['form.common.tooLong']);
        const required = outcome(validators.requiredText, pad + text + pad);
        expect(required.ok).toBe(trimmed.length > 0 && trimmed.length <= 50);
        if (trimmed.length === 0) expect(required.messages).toEqual([REQUIRED]);
      }),
      RUNS,
    );
  });

  it('a choice: exactly one of its values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('a', 'b', 'A', ' a', ''), anyText), (value) => {
        expect(outcome(validators.oneOf, value).ok).toBe(value === 'a' || value === 'b');
      }),
      RUNS,
    );
  });

  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
  const email = fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9_+-]{1,10}(?:\.[A-Za-z0-9_+-]{1,10}){0,2}$/),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);

  it('e-mail: an ordinary address is accepted (trimmed), and one with a control character, space or no @ is not', () => {
    fc.assert(
      fc.property(email, fc.integer({ min: 0, max: 0x1f }), fc.nat(), (address, control, at) => {
        expect(outcome(validators.emailAddress, ` ${address}\n`)).toMatchObject({ ok: true, value: address });
        const i = 1 + (at % (address.length - 1));
        for (const spoiled of [
          address.slice(0, i) + String.fromCharCode(control) + address.slice(i),
          address.slice(0, i) + ' ' + address.slice(i),
          address.replace('@', ''),
          `${address}\u0000`,
        ])
          expect(outcome(validators.emailAddress, spoiled)).toMatchObject({ ok: false });
      }),
      RUNS,
    );
  });

  const phone = fc
    .tuple(
      fc.boolean(),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', '', ' ', '-', '.')), {
        minLength: 8,
        maxLength: 15,
      }),
    )
    .map(([plus, parts]) => `${plus ? '+' : ''}${parts.map(([d, sep]) => `${d}${sep}`).join('')}`.trim())
    .filter((text) => text.length < 30);

  it('telephone: 8 to 15 digits with spaces, dashes, dots, brackets and a leading +; nothing else', () => {
    fc.assert(
      fc.property(phone, fc.constantFrom('a', '\u0000', '\u0007', '#', '٣', '/', '*'), fc.nat(), (number, bad, at) => {
        expect(outcome(validators.phoneNumber, number)).toMatchObject({ ok: true, value: number });
        const i = 1 + (at % number.length);
        const spoiled = number.slice(0, i) + bad + number.slice(i);
        expect(outcome(validators.phoneNumber, spoiled)).toMatchObject({
          ok: false,
          messages: ['form.common.phoneInvalid'],
        });
        expect(outcome(validators.phoneNumber, number.replace(/\d/, '')).ok).toBe(number.replace(/\D/g, '').length > 8);
      }),
      RUNS,
    );
  });

  it('the message helpers never throw and answer only message ids', () => {
    fc.assert(
      fc.property(anything, anything, (input, message) => {
        expect([REQUIRED, 'form.common.invalid']).toContain(defaultIssueMessage({ code: 'x', input }));
        const id = errorMessageId({ message, type: message });
        expect(id === undefined || id.startsWith('form.')).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('the server’s submission checks (server/intake/validate.ts)', () => {
  const NOW = new Date('2026-11-20T03:00:00Z');
  const fieldErrorsShape = (fieldErrors: Record<string, string[]>) => {
    expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
    for (const ids of Object.values(fieldErrors)) {
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(id).toMatch(/^form\./);
    }
  };
  const json = fc.jsonValue({ maxDepth: 4 });
  const envelope = fc.record({
    id: fc.uuid(),
    kind: fc.constantFrom(...Object.keys(kinds)),
    schemaVersion: fc.constant(1),
    locale: fc.constantFrom('en', 'th', 'ru', 'cn'),
    data: fc.oneof(fc.dictionary(fc.string(), json), fc.constant({ ...contactData() })),
    attachments: fc.array(
      fc.record({
        id: fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
        field: fc.constantFrom('attachments.transcript', 'applicants.0.documents.passportPhoto', 'x'),
        name: fc.string(),
        type: fc.constantFrom('application/pdf', 'image/png', 'text/html'),
        size: fc.integer({ min: 1, max: 20_000_000 }),
        sha256: fc.constant('a'.repeat(64)),
      }),
      { maxLength: 3 },
    ),
  });

  it('parseEnvelope: anything at all gives an envelope or 422 field errors, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(anything, json, envelope), (body) => {
        const result = parseEnvelope(body);
        if (!result.ok) fieldErrorsShape(result.fieldErrors);
      }),
      RUNS,
    );
  });

  it('validateData: any data of any kind gives the parsed data or 422 field errors, never a throw', () => {
    fc.assert(
      fc.property(envelope, fc.option(fc.date({ noInvalidDate: true }).map((d) => d.toISOString())), (body, at) => {
        const parsed = parseEnvelope(at ? { ...body, submittedAt: at } : body);
        if (!parsed.ok) return fieldErrorsShape(parsed.fieldErrors);
        const result = validateData(parsed.value, { now: NOW, maxFileBytes: 10 * 1024 * 1024 });
        if (!result.ok) fieldErrorsShape(result.fieldErrors);
      }),
      RUNS,
    );
  });

  it('validateData: a valid form with one field spoiled (wrong type, control characters, lone surrogates) is judged, not thrown', () => {
    const spoil = fc.oneof(json, anyText, fc.constantFrom('\u0000', '\ud800', 'a\udc00b', ' '.repeat(5000)));
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(contactData())), spoil, (field, value) => {
        const parsed = parseEnvelope({
          id: crypto.randomUUID(),
          kind: 'contact',
          schemaVersion: 1,
          locale: 'en',
          data: { ...contactData(), [field]: value },
        });
        if (!parsed.ok) throw new Error('the envelope is valid');
        const result = validateData(parsed.value, { now: NOW, maxFileBytes: 1024 });
        if (!result.ok) return fieldErrorsShape(result.fieldErrors);
        // What passes is what PostgreSQL can store as JSON (no lone surrogate in it).
        expect(JSON.stringify(result.value)).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
      }),
      RUNS,
    );
  });

  it('checkAttachments: any list against any data never throws', () => {
    fc.assert(
      fc.property(envelope, fc.constantFrom(...Object.values(kinds)), (body, spec) => {
        const errors = checkAttachments(spec, body.data, body.attachments, 1024 * 1024);
        for (const ids of Object.values(errors)) for (const id of ids) expect(id).toMatch(/^form\./);
      }),
      RUNS,
    );
  });
});
