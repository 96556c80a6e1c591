// The desk's routes for a case's enrolment, under /api/desk/cases (behind the staff session):
// what the case's page shows of it, staff's verdict on a document (accepted, or asked again with
// a reason from the list and an optional note the family reads as typed), the first school day
// staff set or change (any Monday the school is open), and the OneRoster bundle of the enrolled
// students (oneroster.ts). Each change and each export is audited; a change may move the case
// (received ⇄ waiting for documents, accepted → enrolled: state.ts).

import { Hono, type Context } from 'hono';
import {
  reviewRequestSchema,
  startDateRequestSchema,
  type DeskEnrolment,
} from '../../../src/shared/contracts/desk-enrolment';
import { checkStartDay } from '../../../src/shared/admissions/start-date';
import { unstorable } from '../../intake/storable-text';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { toIso, UUID } from '../db';
import { actorOf, readBody, refuse, requireStaff, type DeskEnv } from '../http/guard';
import { oneRosterZip, type EnrolledStudent } from './oneroster';
import { setStartDate } from './start';
import { advance, caseById, enrolmentState, enrolmentView, type EnrolmentCase } from './state';

/** Staff may set a first day before the family's fees allow it: only the calendar holds them. */
const ANY_TIME = new Date(0);

export function enrolmentDeskRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const changers = requireStaff(deps, ['administrator', 'officer', 'head']);

  const load = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    const row = UUID.test(id) ? await caseById(deps.db, id.toLowerCase()) : undefined;
    const record = row?.kind === 'application' ? await deps.records.get(row.submission_id) : undefined;
    return row && record ? { row, record } : undefined;
  };

  const view = async (row: EnrolmentCase): Promise<DeskEnrolment | undefined> => {
    const fresh = await caseById(deps.db, row.id);
    const record = fresh && (await deps.records.get(fresh.submission_id));
    if (!fresh || !record) return undefined;
    const state = await enrolmentState(deps, fresh, record);
    return {
      caseId: fresh.id,
      stage: fresh.stage as DeskEnrolment['stage'],
      documents: state.checklist.map((item) => ({
        document: item.document,
        state: item.state,
        ...(item.reason ? { reason: item.reason } : {}),
        ...(item.note ? { note: item.note } : {}),
        ...(item.reviewedAt ? { reviewedAt: item.reviewedAt } : {}),
        ...(item.file
          ? {
              file: {
                attachmentId: item.file.attachmentId,
                name: item.file.name,
                type: item.file.type,
                size: item.file.size,
                receivedAt: item.file.receivedAt?.toISOString() ?? null,
                late: item.file.late,
              },
            }
          : {}),
      })),
      guardians: state.guardians.map((g) => ({ role: g.role, name: g.fullName })),
      signatures: state.signatures.map((s) => ({
        guardian: s.guardian,
        typedName: s.typed_name,
        signedAt: toIso(s.signed_at)!,
        ip: s.ip,
        userAgent: s.user_agent,
        version: s.terms_version,
        locale: s.locale,
        sha256: s.text_sha256,
        via: s.via,
      })),
      ...(state.paidAt ? { paidAt: state.paidAt.toISOString() } : {}),
      ...(state.readyAt ? { readyAt: state.readyAt.toISOString() } : {}),
      enrolment: enrolmentView(fresh, state),
    };
  };

  app.get('/oneroster', requireStaff(deps), async (c) => {
    const rows = await deps.db.query<{ id: string; submission_id: string; applicant_index: number; reference: string }>(
      `SELECT id::text AS id, submission_id::text AS submission_id, applicant_index, reference FROM desk_cases
       WHERE stage = 'enrolled' ORDER BY reference, applicant_index`,
    );
    const students: EnrolledStudent[] = [];
    for (const row of rows) {
      const record = await deps.records.get(row.submission_id);
      if (record)
        students.push({ caseId: row.id, applicantIndex: row.applicant_index, reference: row.reference, record });
    }
    const now = deps.now();
    const staff = actorOf(c.get('staff'));
    await audit(deps.db, now, {
      actor: staff,
      action: 'export.oneroster',
      detail: { students: students.length },
      ip: deps.clientIp(c),
    });
    const zip = oneRosterZip(students, new URL(deps.config.origin).host);
    return c.body(zip.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="oneroster-${now.toISOString().slice(0, 10)}.zip"`,
      'Cache-Control': 'no-store',
    });
  });

  app.get('/:id/enrolment', requireStaff(deps), async (c) => {
    const found = await load(c);
    const answer = found && (await view(found.row));
    return answer ? c.json(answer) : refuse(c, 404, 'not-found');
  });

  app.post('/:id/documents', changers, async (c) => {
    const found = await load(c);
    if (!found) return refuse(c, 404, 'not-found');
    const body = await readBody(c, reviewRequestSchema);
    if (!body.ok) return body.refusal;
    const review = body.value;
    if (unstorable(review.note)) return refuse(c, 422, 'invalid-characters');
    const state = await enrolmentState(deps, found.row, found.record);
    const item = state.checklist.find((entry) => entry.document === review.document);
    if (!item) return refuse(c, 404, 'not-found');
    // The verdict is on the file staff looked at: a newer one arrived meanwhile is a conflict.
    if ((item.file?.attachmentId ?? null) !== review.attachmentId) return refuse(c, 409, 'conflict');
    if (review.verdict === 'accepted' && !item.file?.receivedAt) return refuse(c, 409, 'no-file');
    const staff = actorOf(c.get('staff'));
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO desk_document_reviews (case_id, document, attachment_id, verdict, reason, note, actor_id, actor, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          found.row.id,
          review.document,
          review.attachmentId,
          review.verdict,
          review.verdict === 'asked-again' ? review.reason : null,
          review.verdict === 'asked-again' ? review.note : '',
          staff.id,
          staff.label,
          now.toISOString(),
        ],
      );
      await audit(tx, now, {
        actor: staff,
        action: review.verdict === 'accepted' ? 'document.accepted' : 'document.asked-again',
        reference: found.row.reference,
        submissionId: found.row.submission_id,
        caseId: found.row.id,
        detail: { document: review.document, attachment: review.attachmentId, reason: review.reason ?? null },
        ip: deps.clientIp(c),
      });
    });
    await advance(deps, found.row.id);
    return c.json(await view(found.row));
  });

  app.post('/:id/start-date', changers, async (c) => {
    const found = await load(c);
    if (!found) return refuse(c, 404, 'not-found');
    const body = await readBody(c, startDateRequestSchema);
    if (!body.ok) return body.refusal;
    if (found.row.stage !== 'offer-accepted' && found.row.stage !== 'enrolled') return refuse(c, 409, 'not-ready');
    const refusal = checkStartDay(body.value.day, ANY_TIME);
    if (refusal) return refuse(c, 422, refusal);
    await setStartDate(deps, found.row, body.value.day, actorOf(c.get('staff')), deps.clientIp(c));
    await advance(deps, found.row.id);
    return c.json(await view(found.row));
  });

  return app;
}
