// POST /submissions and GET /submissions/:id. The client's id is the idempotency key: the same id
// with the same content answers the original receipt (200), with other content 409. The robot
// check (contact-app) and validation run only for ids the server has not seen.

import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorJson } from './errors';
import { canonicalJson, sha256Hex } from './hash';
import type { SubmissionEnvelope, SubmissionReceipt } from '../../src/shared/contracts/submission';
import { UUID } from '../../src/shared/contracts/ids';
import { schoolDay } from '../../src/shared/dates';
import type { FormKind } from '../../src/shared/records';
import type { IntakeServices } from './services';
import type { IntakeStore, StoredSubmission } from './store-types';
import { parseEnvelope, validateData } from './validate';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A submission the school received and has since deleted: the device sending it stops there. */
const gone = (c: Context) =>
  errorJson(c, 410, { error: 'gone', detail: 'this submission was received and has since been deleted' });

/** The hash that decides "same content": what the family sent, not how or when it was sent. */
export function contentHash(envelope: SubmissionEnvelope): string {
  const attachments = [...envelope.attachments].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const { kind, schemaVersion, locale, data } = envelope;
  return sha256Hex(canonicalJson({ kind, schemaVersion, locale, data, attachments }));
}

async function receiptOf(
  store: IntakeStore,
  submission: StoredSubmission,
  missing?: string[],
): Promise<SubmissionReceipt> {
  const missingFiles =
    missing ??
    (submission.status === 'complete'
      ? []
      : (await store.getAttachments(submission.id)).filter((a) => !a.receivedAt && !a.late).map((a) => a.attachmentId));
  return {
    id: submission.id,
    // Stored only once the envelope's check passed: a kind of the contract.
    kind: submission.kind as FormKind,
    reference: submission.reference,
    receivedAt: submission.receivedAt.toISOString(),
    status: submission.status,
    missingFiles,
  };
}

export function submissionRoutes(services: IntakeServices): Hono {
  const { store, config, notifier } = services;
  const app = new Hono();

  /** The answer for an id already stored: the original receipt, or 409 for other content. */
  const replay = async (c: Context, existing: StoredSubmission, hash: string) =>
    existing.contentHash === hash
      ? c.json({ ...(await receiptOf(store, existing)), ...(await services.hooks.receiptExtras(existing)) }, 200)
      : errorJson(c, 409, { error: 'conflict', detail: 'this id was submitted with other content' });

  app.post(
    '/',
    bodyLimit({ maxSize: config.maxBodyBytes, onError: (c) => errorJson(c, 413, { error: 'too-large' }) }),
    async (c) => {
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
        return errorJson(c, 415, { error: 'media-type', detail: 'send application/json' });
      let body: unknown;
      try {
        // Strict UTF-8: bytes that are not UTF-8 are refused, never stored as U+FFFD.
        body = JSON.parse(STRICT_UTF8.decode(await c.req.arrayBuffer()));
      } catch {
        return errorJson(c, 400, { error: 'bad-request', detail: 'malformed JSON (or not UTF-8)' });
      }
      const envelope = parseEnvelope(body);
      if (!envelope.ok) return errorJson(c, 422, { error: 'invalid', fieldErrors: envelope.fieldErrors });
      const submission = envelope.value;
      const key = c.req.header('idempotency-key');
      if (key !== undefined && key !== submission.id)
        return errorJson(c, 400, { error: 'bad-request', detail: 'Idempotency-Key must equal id' });

      const hash = contentHash(submission);
      const existing = await store.getSubmission(submission.id);
      if (existing) return replay(c, existing, hash);

      if (submission.spec.robotCheck) {
        const passed =
          !!submission.robotToken && (await services.verifyRobot(submission.robotToken, services.clientIp(c)));
        if (!passed) {
          // A concurrent retry may have stored it meanwhile with the one good token.
          const stored = await store.getSubmission(submission.id);
          if (stored) return replay(c, stored, hash);
          return errorJson(c, 403, { error: 'robot-check' });
        }
      }

      if (await store.wasDeleted(submission.id.toLowerCase())) return gone(c);
      const now = services.now();
      const valid = validateData(submission, { now, maxFileBytes: config.maxFileBytes });
      if (!valid.ok) return errorJson(c, 422, { error: 'invalid', fieldErrors: valid.fieldErrors });

      const result = await store.createSubmission({
        id: submission.id.toLowerCase(),
        kind: submission.kind,
        schemaVersion: submission.schemaVersion,
        locale: submission.locale,
        contentHash: hash,
        data: valid.value,
        receivedAt: now,
        referencePrefix: `${services.referencePrefix}-${schoolDay(now).slice(0, 4)}`,
        attachments: submission.attachments.map((a) => ({
          attachmentId: a.id,
          field: a.field,
          name: a.name,
          type: a.type,
          size: a.size,
          sha256: a.sha256,
        })),
      });
      if (!result.created) return replay(c, result.submission, hash);
      await services.hooks.stored(result.submission);
      if (result.submission.status === 'complete') notifier.submissionComplete(result.submission);
      const receipt = {
        ...(await receiptOf(
          store,
          result.submission,
          submission.attachments.map((a) => a.id),
        )),
        ...(await services.hooks.receiptExtras(result.submission)),
      };
      return c.json(receipt, 201, { Location: `${services.basePath}/submissions/${receipt.id}` });
    },
  );

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const submission = UUID.test(id) ? await store.getSubmission(id) : undefined;
    if (!submission)
      return UUID.test(id) && (await store.wasDeleted(id.toLowerCase()))
        ? gone(c)
        : errorJson(c, 404, { error: 'not-found' });
    return c.json(await receiptOf(store, submission), 200);
  });

  return app;
}
