// The desk's waiting list: GET /waitlist reads every year's list in order (audited, as every view
// of applicants is), the places free in each year against DESK_PLACES with the first on the list
// proposed when one is, and the recent reorders; POST /waitlist/reorder moves a child with a note
// (read-only staff: 403, nothing changed).

import { Hono } from 'hono';
import {
  reorderRequestSchema,
  type WaitlistAnswer,
  type WaitlistYear,
} from '../../../src/shared/contracts/desk-waitlist';
import { unstorable } from '../../intake/storable-text';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { toIso, type DbTime } from '../db';
import { actorOf, readBody, refuse, requireStaff, type DeskEnv } from '../http/guard';
import { reorder } from './order';

const WRITERS = ['administrator', 'officer', 'head'] as const;
const HOLDING = "('offer-made', 'offer-accepted', 'enrolled')";

export function waitlistRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { db } = deps;
  app.use('*', requireStaff(deps));

  app.get('/', async (c) => {
    const rows = await db.query<{
      case_id: string;
      submission_id: string;
      reference: string;
      child_name: string;
      year: string;
      position: number;
      previous_position: number | null;
      sibling: boolean;
      joined_at: DbTime;
    }>(
      `SELECT w.case_id::text AS case_id, c.submission_id::text AS submission_id, c.reference, c.child_name, w.year,
         w.position, w.previous_position, w.sibling, w.joined_at
       FROM desk_waitlist w JOIN desk_cases c ON c.id = w.case_id ORDER BY w.year, w.position`,
    );
    const taken = await db.query<{ year: string; n: number | string }>(
      `SELECT year, count(*) AS n FROM desk_cases WHERE stage IN ${HOLDING} AND year IS NOT NULL GROUP BY year`,
    );
    const moves = await db.query<{
      case_id: string;
      child_name: string;
      year: string;
      at: DbTime;
      actor: string;
      from_position: number;
      to_position: number;
      note: string;
    }>(
      `SELECT m.case_id::text AS case_id, c.child_name, m.year, m.at, m.actor, m.from_position, m.to_position, m.note
       FROM desk_waitlist_moves m JOIN desk_cases c ON c.id = m.case_id ORDER BY m.id DESC LIMIT 50`,
    );
    const years: WaitlistYear[] = [...new Set(rows.map((row) => row.year))].map((year) => {
      const list = rows.filter((row) => row.year === year);
      const places = deps.config.places[year as keyof typeof deps.config.places] ?? null;
      const holding = Number(taken.find((t) => t.year === year)?.n ?? 0);
      return {
        year,
        places,
        taken: holding,
        proposal: places !== null && holding < places ? (list[0]?.case_id ?? null) : null,
        rows: list.map((row) => ({
          caseId: row.case_id,
          submissionId: row.submission_id,
          reference: row.reference,
          childName: row.child_name,
          position: Number(row.position),
          previous: row.previous_position === null ? null : Number(row.previous_position),
          sibling: row.sibling,
          joinedAt: toIso(row.joined_at)!,
        })),
      };
    });
    await audit(db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'list.viewed',
      detail: { view: 'waitlist', rows: rows.length },
      ip: deps.clientIp(c),
    });
    return c.json({
      years,
      moves: moves.map((m) => ({
        caseId: m.case_id,
        childName: m.child_name,
        year: m.year,
        at: toIso(m.at)!,
        actor: m.actor,
        from: Number(m.from_position),
        to: Number(m.to_position),
        note: m.note,
      })),
    } satisfies WaitlistAnswer);
  });

  app.post('/reorder', requireStaff(deps, WRITERS), async (c) => {
    const body = await readBody(c, reorderRequestSchema);
    if (!body.ok) return body.refusal;
    if (unstorable(body.value.note)) return refuse(c, 422, 'invalid-characters');
    const result = await reorder(db, {
      caseId: body.value.caseId.toLowerCase(),
      position: body.value.position,
      note: body.value.note,
      actor: actorOf(c.get('staff')),
      ip: deps.clientIp(c),
      now: deps.now(),
    });
    if (!result.ok) return refuse(c, 404, 'not-found');
    return c.json({ from: result.from, to: result.to });
  });

  return app;
}
