// The intake suite's submissions part (suite.ts runs it per database and storage): receipts,
// idempotent replays, validation worded like the form, limits, CORS, token, robot check, e-mail.

import { describe, expect, it, vi } from 'vitest';
import { makeDevToken } from '../../server/intake/robot-check';
import { defaults as applicationDefaults } from '../../src/wizards/application/defaults';
import type { SuiteContext } from './suite';
import { contactAppData, contactData, createUpload, post, quietLogger, submission } from './support';

const MB = 1024 * 1024;

export function submissionTests(ctx: SuiteContext): void {
  const { makeApi, mailer } = ctx;
  describe('submissions', () => {
    it('answers a first post with 201 and a receipt', async () => {
      const app = await makeApi();
      const body = submission('contact', contactData());
      const res = await post(app, body, { 'Idempotency-Key': body.id });
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBe(`/api/submissions/${body.id}`);
      const receipt = await res.json();
      expect(receipt).toMatchObject({ id: body.id, kind: 'contact', status: 'complete', missingFiles: [] });
      expect(receipt.reference).toMatch(/^CCIS-\d{4}-\d{6}$/);
      const read = await app.request(`/api/submissions/${body.id}`);
      expect(await read.json()).toEqual(receipt);
    });

    it('answers the same id with the same content 200 and the original receipt', async () => {
      const app = await makeApi();
      const body = submission('contact', contactData());
      const first = await (await post(app, body)).json();
      // The same content with its keys in another order is the same content.
      const reordered = {
        attachments: [],
        data: { ...contactData() },
        locale: 'en',
        schemaVersion: 1,
        kind: 'contact',
        id: body.id,
      };
      const again = await post(app, reordered);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
    });

    it('answers the same id with other content 409', async () => {
      const app = await makeApi();
      const body = submission('contact', contactData());
      expect((await post(app, body)).status).toBe(201);
      const res = await post(app, { ...body, data: contactData('Another message') });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'conflict' });
    });

    it('answers invalid data 422 with field errors keyed and worded like the form', async () => {
      const app = await makeApi();
      const res = await post(app, submission('contact', { ...contactData(), fullName: ' ', email: 'anna@' }));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: 'invalid',
        fieldErrors: { fullName: ['form.common.required'], email: ['form.common.emailInvalid'] },
      });

      const application = await post(app, submission('application', applicationDefaults()));
      expect(application.status).toBe(422);
      const { fieldErrors } = await application.json();
      expect(fieldErrors['applicants.0.info.firstName']).toEqual(['form.common.required']);
      for (const messages of Object.values(fieldErrors) as string[][])
        for (const message of messages) expect(message).toMatch(/^form\./);
    });

    it('rejects unknown kinds and malformed envelopes with 422', async () => {
      const app = await makeApi();
      const unknown = await post(app, submission('newsletter', {}));
      expect(unknown.status).toBe(422);
      expect(await unknown.json()).toEqual({ error: 'invalid', fieldErrors: { kind: ['form.common.invalid'] } });
      const bad = await post(app, { ...submission('contact', contactData()), id: 'not-a-uuid', locale: 'de' });
      expect(bad.status).toBe(422);
      expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual(['id', 'locale']);
    });

    it('answers malformed JSON 400 and other content types 415', async () => {
      const app = await makeApi();
      const res = await post(app, '{"id": "x", ');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad-request' });
      const text = await app.request('/api/submissions', { method: 'POST', body: 'hello' });
      expect(text.status).toBe(415);
    });

    it('answers a body over the limit 413', async () => {
      const app = await makeApi();
      const res = await post(app, submission('contact', contactData('x'.repeat(MB + 1))));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'too-large' });
    });

    it('answers 404 in JSON for unknown receipts and paths', async () => {
      const app = await makeApi();
      for (const url of [`/api/submissions/${crypto.randomUUID()}`, '/api/submissions/1%27', '/api/nothing']) {
        const res = await app.request(url);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: 'not-found' });
      }
    });

    it('limits each client IP to the configured requests a minute, with 429 and Retry-After', async () => {
      const app = await makeApi({ rateLimit: 3, trustProxy: true });
      const from = (ip: string) =>
        app.request(`/api/submissions/${crypto.randomUUID()}`, { headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(404);
      const limited = await from('203.0.113.7');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: 'rate-limited' });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await from('198.51.100.2')).status).toBe(404);
    });

    it('allows the configured origins and refuses others', async () => {
      const allowed = 'https://apply.example.org';
      const app = await makeApi({ corsOrigins: [allowed] });
      const preflight = await app.request('/api/submissions', {
        method: 'OPTIONS',
        headers: {
          Origin: allowed,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
      const res = await post(app, submission('contact', contactData()), { Origin: allowed });
      expect(res.status).toBe(201);
      expect(res.headers.get('access-control-allow-origin')).toBe(allowed);

      const evil = await post(app, submission('contact', contactData()), { Origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      expect(await evil.json()).toEqual({ error: 'origin' });
    });

    it('accepts only its own origin when no CORS origins are configured', async () => {
      const app = await makeApi();
      expect((await post(app, submission('contact', contactData()), { Origin: 'http://localhost' })).status).toBe(201);
      const other = await post(app, submission('contact', contactData()), { Origin: 'https://apply.example.org' });
      expect(other.status).toBe(403);
    });

    it('requires the bearer token when one is configured', async () => {
      const app = await makeApi({ apiToken: 'open-sesame' });
      const body = submission('contact', contactData());
      const none = await post(app, body);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect((await post(app, body, { Authorization: 'Bearer wrong' })).status).toBe(401);
      expect((await post(app, body, { Authorization: 'Bearer open-sesame' })).status).toBe(201);
      expect((await createUpload(app, body.id, { id: 'x', sha256: 'y', name: 'n', type: 't' }, 10)).status).toBe(401);
    });

    it('checks the robot token of the contact-for-application form only', async () => {
      const app = await makeApi();
      const body = submission('contact-app', contactAppData());
      const expect403 = async (extra: Record<string, unknown>) => {
        const res = await post(app, { ...body, ...extra });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: 'robot-check' });
      };
      await expect403({});
      await expect403({ robotToken: `dev.${crypto.randomUUID()}` });
      await expect403({ robotToken: makeDevToken(Date.now() - 3 * 60 * 1000) });
      await expect403({ robotToken: makeDevToken(Date.now() + 60 * 60 * 1000) });
      const ok = await post(app, { ...body, robotToken: makeDevToken() });
      expect(ok.status).toBe(201);
      const { reference } = await ok.json();
      // A retry of the outbox takes a new token, or none: the stored submission answers.
      const retry = await post(app, { ...body, robotToken: makeDevToken() });
      expect(retry.status).toBe(200);
      expect((await retry.json()).reference).toBe(reference);
      expect((await post(app, body)).status).toBe(200);
      // Other forms need no token.
      expect((await post(app, submission('contact', contactData()))).status).toBe(201);
    });

    it('e-mails admissions the reference and kind, and a failing e-mail fails nothing', async () => {
      const mail = mailer();
      const app = await makeApi({ admissionsEmail: 'admissions@example.org' }, { mailTransport: mail.transport });
      const res = await post(app, submission('contact', contactData()));
      const { reference } = await res.json();
      await vi.waitFor(() => expect(mail.sendMail).toHaveBeenCalledTimes(1));
      const sent = mail.sendMail.mock.calls[0]?.[0];
      expect(sent).toMatchObject({ to: 'admissions@example.org' });
      expect(sent?.subject).toContain(reference);
      expect(sent?.text).toContain('(contact)');
      expect(sent?.text).not.toContain('Anna');

      const broken = mailer(true);
      const logger = { ...quietLogger, error: vi.fn() };
      const app2 = await makeApi(
        { admissionsEmail: 'admissions@example.org' },
        { mailTransport: broken.transport, logger },
      );
      expect((await post(app2, submission('contact', contactData()))).status).toBe(201);
      await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1));
    });
  });
}
