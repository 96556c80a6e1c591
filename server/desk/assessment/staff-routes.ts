// The desk's assessment slots (docs/assessment.md): GET /slots reads a run of days with who holds
// each place (audited, as every view of applicants is) and the blocked days; staff who may move
// cases publish a day's slots, withdraw a slot nobody holds, block and unblock days, and book,
// move or cancel a child's assessment for a family who phones (the same booking as the family's,
// without the notice period). Read-only staff read and change nothing else (403).

import { Hono, type Context } from 'hono';
import {
  blockDayRequestSchema,
  publishSlotsRequestSchema,
  staffBookRequestSchema,
  staffCancelRequestSchema,
  type BookableCase,
  type SlotsAnswer,
  type StaffBookAnswer,
} from '../../../src/shared/contracts/desk-assessment';
import { isIsoDate, schoolDay } from '../../../src/shared/dates';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { UUID } from '../db';
import { actorOf, readBody, refuse, requireStaff, type DeskEnv } from '../http/guard';
import { bookSlot, cancelBooking, type BookingError } from './booking';
import { uidHost } from './family-routes';
import { tellAssessment } from './mail';
import { blockDay, blockedDays, deskSlots, publishSlots, unblockDay, withdrawSlot } from './slots';

const WRITERS = ['administrator', 'officer', 'head'] as const;
const MAX_DAYS = 31;

const BOOKING_STATUS: Record<BookingError, 403 | 404 | 409 | 410> = {
  'not-found': 404,
  forbidden: 403,
  full: 409,
  past: 410,
  'too-close': 409,
  stage: 409,
  slot: 404,
};

export function assessmentStaffRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { db } = deps;
  app.use('*', requireStaff(deps));
  const write = requireStaff(deps, WRITERS);
  const ip = (c: Context) => deps.clientIp(c);

  app.get('/slots', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const asked = query.get('from') ?? '';
    const from = isIsoDate(asked) ? asked : schoolDay(deps.now());
    const days = Math.min(MAX_DAYS, Math.max(1, Number.parseInt(query.get('days') ?? '7', 10) || 7));
    const slots = await deskSlots(db, { from, days });
    await audit(db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'list.viewed',
      detail: { view: 'assessment-slots', from, days, rows: slots.length },
      ip: ip(c),
    });
    return c.json({ from, days, slots, blocked: await blockedDays(db, from, days) } satisfies SlotsAnswer);
  });

  app.get('/cases', async (c) => {
    const rows = await db.query<{
      id: string;
      reference: string;
      child_name: string;
      year: string | null;
      stage: string;
      slot_id: string | null;
    }>(
      `SELECT c.id::text AS id, c.reference, c.child_name, c.year, c.stage, b.slot_id::text AS slot_id
       FROM desk_cases c LEFT JOIN desk_assessment_bookings b ON b.case_id = c.id
       WHERE c.stage IN ('assessment-to-book', 'assessment-booked') ORDER BY c.stage_since LIMIT 500`,
    );
    await audit(db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'list.viewed',
      detail: { view: 'assessment-cases', rows: rows.length },
      ip: ip(c),
    });
    const cases: BookableCase[] = rows.map((row) => ({
      caseId: row.id,
      reference: row.reference,
      childName: row.child_name,
      year: row.year,
      stage: row.stage,
      slotId: row.slot_id,
    }));
    return c.json({ cases });
  });

  app.post('/slots', write, async (c) => {
    const body = await readBody(c, publishSlotsRequestSchema);
    if (!body.ok) return body.refusal;
    const staff = c.get('staff');
    const now = deps.now();
    const result = await publishSlots(db, body.value, staff.id, now);
    if (!result.ok) return refuse(c, 422, result.error);
    await audit(db, now, {
      actor: actorOf(staff),
      action: 'assessment.published',
      detail: { day: body.value.day, slots: result.ids.length, capacity: body.value.capacity },
      ip: ip(c),
    });
    return c.json({ slots: await deskSlots(db, { ids: result.ids }) });
  });

  app.delete('/slots/:id', write, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return refuse(c, 404, 'not-found');
    const result = await withdrawSlot(db, id);
    if (result === 'not-found') return refuse(c, 404, 'not-found');
    if (result === 'booked') return refuse(c, 409, 'booked');
    await audit(db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'assessment.withdrawn',
      detail: { slot: id },
      ip: ip(c),
    });
    return c.body(null, 204);
  });

  app.post('/blocked', write, async (c) => {
    const body = await readBody(c, blockDayRequestSchema);
    if (!body.ok) return body.refusal;
    if (!isIsoDate(body.value.day)) return refuse(c, 422, 'invalid-day');
    const staff = c.get('staff');
    const result = await blockDay(db, body.value.day, body.value.note, staff.id, deps.now());
    if (result === 'booked') return refuse(c, 409, 'booked');
    await audit(db, deps.now(), {
      actor: actorOf(staff),
      action: 'assessment.blocked',
      detail: { day: body.value.day },
      ip: ip(c),
    });
    return c.body(null, 204);
  });

  app.delete('/blocked/:day', write, async (c) => {
    const day = c.req.param('day');
    if (!isIsoDate(day) || !(await unblockDay(db, day))) return refuse(c, 404, 'not-found');
    await audit(db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'assessment.unblocked',
      detail: { day },
      ip: ip(c),
    });
    return c.body(null, 204);
  });

  app.post('/book', write, async (c) => {
    const body = await readBody(c, staffBookRequestSchema);
    if (!body.ok) return body.refusal;
    const result = await bookSlot(db, {
      caseId: body.value.caseId.toLowerCase(),
      slotId: body.value.slotId.toLowerCase(),
      actor: actorOf(c.get('staff')),
      ip: ip(c),
      now: deps.now(),
      uidHost: uidHost(deps),
    });
    if (!result.ok) return refuse(c, BOOKING_STATUS[result.error], result.error);
    await tellAssessment(deps, result.event, result.event.kind);
    return c.json({ done: result.event.kind, slotId: result.event.slot.id } satisfies StaffBookAnswer);
  });

  app.post('/cancel', write, async (c) => {
    const body = await readBody(c, staffCancelRequestSchema);
    if (!body.ok) return body.refusal;
    const result = await cancelBooking(db, {
      caseId: body.value.caseId.toLowerCase(),
      actor: actorOf(c.get('staff')),
      ip: ip(c),
      now: deps.now(),
    });
    if (!result.ok) return refuse(c, BOOKING_STATUS[result.error], result.error);
    await tellAssessment(deps, result.event, 'cancelled');
    return c.json({ done: 'cancelled', slotId: result.event.slot.id } satisfies StaffBookAnswer);
  });

  return app;
}
