// Moving a case (the state machine decides who may) and assigning it to a colleague. A move the
// family should know of is e-mailed to them in their language, and a booked assessment the move
// gave up is cancelled by e-mail with its calendar file; an offer (head of school only)
// needs DESK_SECRET for its links and gets a deadline, by default DESK_OFFER_DAYS from today.

import { Hono, type Context } from 'hono';
import { assignRequestSchema, moveRequestSchema, type MoveAnswer } from '../../../src/shared/contracts/desk-cases';
import { unstorable } from '../../intake/storable-text';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { deadlineAfter, endOfSchoolDay } from '../dates';
import { one, UUID } from '../db';
import { tellReleased } from '../assessment/mail';
import { tellFamily } from '../family';
import { moveCase, type MoveError } from '../moves';
import { expireOffers } from '../upkeep';
import { actorOf, readBody, refuse, type DeskEnv } from './guard';

const MAX_OFFER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-03T09:30" at the school (UTC+7). */
function schoolTime(value: string): Date | undefined {
  const match = LOCAL_TIME.exec(value);
  if (!match || !endOfSchoolDay(match[1]!) || Number(match[2]) > 23 || Number(match[3]) > 59) return undefined;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:00+07:00`);
}

const STATUS: Record<MoveError, 400 | 403 | 404 | 409 | 410 | 422> = {
  'not-found': 404,
  'not-allowed': 409,
  forbidden: 403,
  conflict: 409,
  invalid: 422,
  'offer-closed': 410,
};

export function moveRoutes(deps: DeskDeps): Hono<DeskEnv> {
  // Mounted by caseRoutes, behind its requireStaff.
  const app = new Hono<DeskEnv>();
  const { db } = deps;
  const caseId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    return UUID.test(id) ? id.toLowerCase() : undefined;
  };

  app.post('/:id/move', async (c) => {
    const id = caseId(c);
    if (!id) return refuse(c, 404, 'not-found');
    const body = await readBody(c, moveRequestSchema);
    if (!body.ok) return body.refusal;
    const { to, note, expectedStage } = body.value;
    if (unstorable(note)) return refuse(c, 422, 'invalid-characters');
    const now = deps.now();
    // An offer past its deadline expires first (as the sweep would): no move starts from it.
    await expireOffers(deps, [id]);
    let deadline: Date | undefined;
    if (to === 'offer-made') {
      if (!deps.signer) return refuse(c, 503, 'no-secret');
      deadline = body.value.deadline ? endOfSchoolDay(body.value.deadline) : deadlineAfter(now, deps.config.offerDays);
      if (
        !deadline ||
        deadline.getTime() <= now.getTime() ||
        deadline.getTime() > now.getTime() + MAX_OFFER_DAYS * DAY_MS
      )
        return refuse(c, 422, 'deadline');
    }
    const asked = to === 'assessment-booked' ? body.value.assessmentAt : undefined;
    const assessmentAt = asked ? schoolTime(asked) : undefined;
    if (asked && !assessmentAt) return refuse(c, 422, 'assessment');
    const result = await moveCase(db, {
      caseId: id,
      to,
      expectedStage,
      actor: actorOf(c.get('staff')),
      note,
      assessmentAt,
      deadline,
      ip: deps.clientIp(c),
      now,
    });
    if (!result.ok) return refuse(c, STATUS[result.error], result.error);
    await tellFamily(deps, result.event);
    await tellReleased(deps, result.event);
    return c.json({ stage: result.event.to, offer: result.event.offer ?? null } satisfies MoveAnswer);
  });

  app.post('/:id/assign', async (c) => {
    const id = caseId(c);
    const staff = c.get('staff');
    if (!id) return refuse(c, 404, 'not-found');
    if (staff.role === 'readonly') return refuse(c, 403, 'forbidden');
    const body = await readBody(c, assignRequestSchema);
    if (!body.ok) return body.refusal;
    const assignee = body.value.staffId;
    if (assignee) {
      const colleague = await one<{ role: string }>(db, 'SELECT role FROM desk_staff WHERE id = $1', [assignee]);
      if (!colleague || colleague.role === 'readonly') return refuse(c, 422, 'invalid');
    }
    const rows = await db.query<{ reference: string; submission_id: string }>(
      'UPDATE desk_cases SET assignee_id = $2 WHERE id = $1 RETURNING reference, submission_id::text AS submission_id',
      [id, assignee],
    );
    if (!rows[0]) return refuse(c, 404, 'not-found');
    await audit(db, deps.now(), {
      actor: actorOf(staff),
      action: 'case.assigned',
      reference: rows[0].reference,
      submissionId: rows[0].submission_id,
      caseId: id,
      detail: { assignee },
      ip: deps.clientIp(c),
    });
    return c.body(null, 204);
  });

  return app;
}
