// The family's booking of its assessment (part of the families' API, under the intake's CORS,
// token and rate limit, beside POST /status): POST /status/assessment books a slot for one child
// of the status link's submission, or moves its booking there; POST /status/assessment/cancel
// cancels it. The token travels in the body; a body outside its contract is refused as `invalid`
// (as a status link's). Refusals say why in a word the page translates (full, past, too-close,
// stage, slot); the answer is the child's assessment as the status page shows it.

import { Hono, type Context } from 'hono';
import { assessmentBookRequestSchema, assessmentCancelRequestSchema } from '../../../src/shared/contracts/assessment';
import type { AssessmentAnswer } from '../../../src/shared/contracts/assessment';
import { FAMILY } from '../audit';
import type { DeskDeps } from '../context';
import { one } from '../db';
import { jsonBody } from '../http/guard';
import { openStatusLink } from '../status-links';
import { bookSlot, cancelBooking, type BookingError, type BookingResult } from './booking';
import { familyAssessment } from './family-view';
import { tellAssessment } from './mail';

const STATUS_OF: Record<BookingError | 'invalid' | 'revoked', 404 | 403 | 409 | 410> = {
  invalid: 404,
  revoked: 410,
  'not-found': 404,
  forbidden: 403,
  full: 409,
  past: 410,
  'too-close': 409,
  stage: 409,
  slot: 404,
};

const refuse = (c: Context, error: keyof typeof STATUS_OF) =>
  c.json({ error: error === 'not-found' ? 'invalid' : error }, STATUS_OF[error], { 'Cache-Control': 'no-store' });

/** Host part of the calendar entries' UIDs: the site's, so UIDs stay the school's own. */
export const uidHost = (deps: DeskDeps) => new URL(deps.config.siteOrigin).hostname;

export function assessmentFamilyRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  /** The case of the link's submission at the child's place, or the refusal. */
  async function caseOf(c: Context, token: string, child: number) {
    const link = await openStatusLink(db, deps.signer, token);
    if (!link.ok) return { refusal: refuse(c, link.reason) };
    const row = await one<{ id: string; stage: string; year: string | null }>(
      db,
      `SELECT id::text AS id, stage, year FROM desk_cases WHERE submission_id = $1 AND applicant_index = $2`,
      [link.submissionId, child],
    );
    return row ? { row } : { refusal: refuse(c, 'invalid') };
  }

  async function answer(c: Context, result: BookingResult) {
    if (!result.ok) return refuse(c, result.error);
    const { event } = result;
    await tellAssessment(deps, event, event.kind);
    const row = await one<{ id: string; stage: string; year: string | null }>(
      db,
      'SELECT id::text AS id, stage, year FROM desk_cases WHERE id = $1',
      [event.caseId],
    );
    const assessment = (row && (await familyAssessment(db, row, deps.now()))) ?? { open: [] };
    return c.json({ done: event.kind, assessment } satisfies AssessmentAnswer, 200, { 'Cache-Control': 'no-store' });
  }

  app.post('/', async (c) => {
    const body = assessmentBookRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const found = await caseOf(c, body.data.token, body.data.child);
    if (found.refusal) return found.refusal;
    const result = await bookSlot(db, {
      caseId: found.row.id,
      slotId: body.data.slotId.toLowerCase(),
      actor: { ...FAMILY, role: 'family' },
      ip: deps.clientIp(c),
      now: deps.now(),
      uidHost: uidHost(deps),
    });
    return answer(c, result);
  });

  app.post('/cancel', async (c) => {
    const body = assessmentCancelRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const found = await caseOf(c, body.data.token, body.data.child);
    if (found.refusal) return found.refusal;
    const result = await cancelBooking(db, {
      caseId: found.row.id,
      actor: { ...FAMILY, role: 'family' },
      ip: deps.clientIp(c),
      now: deps.now(),
    });
    return answer(c, result);
  });

  return app;
}
