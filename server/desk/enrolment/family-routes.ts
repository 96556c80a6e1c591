// The family's side of the enrolment, under the families' API beside /status (the intake's CORS,
// token, rate limit and 16 KB bodies): a file for a document the checklist misses
// (`/status/files`, then the intake's tus upload), the first school day (`/status/start-date`),
// the enrolment contract to read (`/status/contract`) and to sign (`/status/sign`). The status
// link's token opens them all; a guardian's own signing link opens the contract of its child.
// Every refusal is a word the page translates; nothing changes on one.

import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  contractRequestSchema,
  lateFileRequestSchema,
  signRequestSchema,
  startRequestSchema,
  type ContractAnswer,
  type LateFileAnswer,
  type SignAnswer,
} from '../../../src/shared/contracts/enrolment';
import { attachmentSlots } from '../../../src/shared/contracts/attachment-rules';
import { DEFAULT_MAX_BYTES } from '../../../src/shared/files/prepare-file';
import { isAccepted } from '../../../src/shared/files/file-type';
import { checkStartDay } from '../../../src/shared/admissions/start-date';
import type { DeskDeps } from '../context';
import { jsonBody } from '../http/guard';
import { openStatusLink } from '../status-links';
import { lateFieldOf } from './documents';
import { sendSignedCopy } from './contract-mail';
import { readSignToken } from './sign-links';
import { contractOf, sign } from './signatures';
import { setStartDate } from './start';
import { advance, advanceSubmission, caseByApplicant, caseById, enrolmentState, enrolmentView } from './state';

const STATUS: Record<string, ContentfulStatusCode> = {
  invalid: 404,
  revoked: 410,
  used: 409,
  conflict: 409,
  'not-ready': 409,
  'not-asked': 409,
  'terms-changed': 409,
};

const refuse = (c: Context, error: string) => c.json({ error }, STATUS[error] ?? 422, { 'Cache-Control': 'no-store' });
const answer = <T>(c: Context, body: T) => c.json(body, 200, { 'Cache-Control': 'no-store' });

export function enrolmentFamilyRoutes(deps: DeskDeps): Hono {
  const app = new Hono();

  /** The case a status link and an applicant name, or the refusal. */
  const caseOfStatus = async (token: string, applicant: number | undefined) => {
    const link = await openStatusLink(deps.db, deps.signer, token);
    if (!link.ok) return { error: link.reason };
    const row = await caseByApplicant(deps.db, link.submissionId, applicant ?? 0);
    return row && row.kind === 'application' ? { row } : { error: 'invalid' as const };
  };

  app.post('/files', async (c) => {
    const body = lateFileRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const { row, error } = await caseOfStatus(body.data.token, body.data.applicant);
    if (!row) return refuse(c, error);
    const record = await deps.records.get(row.submission_id);
    if (!record) return refuse(c, 'revoked');
    const request = body.data;
    const reply = (): LateFileAnswer => ({ submissionId: row.submission_id, id: request.id });
    // A retry of a file declared before is answered as before, whatever the checklist says now.
    const known = record.attachments.find((a) => a.attachmentId === request.id);
    if (known)
      return known.late && known.sha256 === request.sha256 && known.size === request.size
        ? answer(c, reply())
        : refuse(c, 'conflict');
    const state = await enrolmentState(deps, row, record);
    const item = state.checklist.find((entry) => entry.document === request.document);
    if (!item || (item.state !== 'missing' && item.state !== 'asked-again')) return refuse(c, 'not-asked');
    const slot = attachmentSlots('application', row.applicant_index + 1).find((s) => s.field === item.field);
    if (!slot || !isAccepted(slot.accept, request.type)) return refuse(c, 'wrong-type');
    if (request.size > DEFAULT_MAX_BYTES) return refuse(c, 'too-large');
    const result = await deps.records.addLateFile(row.submission_id, {
      attachmentId: request.id,
      field: lateFieldOf(item.field),
      name: request.name,
      type: request.type,
      size: request.size,
      sha256: request.sha256,
    });
    if (result === 'conflict' || result === 'not-found' || result === 'invalid')
      return refuse(c, result === 'not-found' ? 'revoked' : result);
    return answer(c, reply());
  });

  app.post('/start-date', async (c) => {
    const body = startRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const { row, error } = await caseOfStatus(body.data.token, body.data.applicant);
    if (!row) return refuse(c, error);
    const record = await deps.records.get(row.submission_id);
    if (!record) return refuse(c, 'revoked');
    const state = await enrolmentState(deps, row, record);
    if (row.stage !== 'offer-accepted' || !state.readyAt) return refuse(c, 'not-ready');
    const refusal = checkStartDay(body.data.day, state.readyAt);
    // A day that breaks the rule is bad input (422), whatever its word, `invalid` included.
    if (refusal) return c.json({ error: refusal }, 422, { 'Cache-Control': 'no-store' });
    await setStartDate(deps, row, body.data.day, { label: 'family' }, deps.clientIp(c));
    await advance(deps, row.id);
    const after = await caseById(deps.db, row.id);
    return answer(c, enrolmentView(after!, await enrolmentState(deps, after!, record)));
  });

  /** The case and guardian a contract request opens: a signing link, or the status link and a child. */
  const signingOf = async (token: string, applicant: number | undefined) => {
    const link = readSignToken(deps.signer, token);
    if (link) {
      const row = await caseById(deps.db, link.caseId);
      return row ? { row, guardian: link.guardian, via: 'link' as const } : { error: 'invalid' };
    }
    const found = await caseOfStatus(token, applicant);
    return found.row ? { row: found.row, via: 'status-page' as const } : { error: found.error };
  };

  app.post('/contract', async (c) => {
    const body = contractRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const target = await signingOf(body.data.token, body.data.applicant);
    if (!target.row) return refuse(c, target.error ?? 'invalid');
    const { row } = target;
    const record = await deps.records.get(row.submission_id);
    if (!record) return refuse(c, 'revoked');
    if (row.stage !== 'offer-accepted' && row.stage !== 'enrolled') return refuse(c, 'not-ready');
    const text = contractOf(deps, row, body.data.locale);
    const view = enrolmentView(row, await enrolmentState(deps, row, record));
    const contract: ContractAnswer = {
      firstName: row.first_name,
      reference: row.reference,
      version: deps.config.termsVersion,
      text: text.text,
      sha256: text.sha256,
      ...(target.guardian ? { guardian: target.guardian } : {}),
      signatures: view.signatures,
    };
    return answer(c, contract);
  });

  app.post('/sign', async (c) => {
    const body = signRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const target = await signingOf(body.data.token, body.data.applicant);
    if (!target.row) return refuse(c, target.error ?? 'invalid');
    const result = await sign(
      deps,
      {
        row: target.row,
        ...(target.guardian ? { guardian: target.guardian } : {}),
        via: target.via,
        ip: deps.clientIp(c),
        userAgent: c.req.header('user-agent') ?? '',
      },
      body.data,
    );
    if (!result.ok) return refuse(c, result.error);
    await sendSignedCopy(deps, target.row.id, result.guardian).catch((error: unknown) =>
      deps.logger.error('the signed copy failed', error, { case: target.row.id }),
    );
    await advance(deps, target.row.id);
    return answer<SignAnswer>(c, { guardian: result.guardian, signedAt: result.signedAt.toISOString() });
  });

  return app;
}

/** The intake's word that a file added later arrived: the checklist may be complete now. */
export const lateFileArrived = (deps: DeskDeps, submissionId: string) => advanceSubmission(deps, submissionId);
