// The family's side (part of the families' API, under the intake's CORS, token and rate limit):
// POST /status with the private token answers each child's stage; POST /status/offer with an
// offer link's token shows what it will record, then (confirm: true) records the acceptance or
// the refusal once. Tokens travel in the body, never in a URL; a body that is not the contract's
// (src/shared/contracts/status.ts) holds no link, and is refused as `invalid`. Refusals say why in a
// word the page translates (invalid, revoked, used, expired, superseded), and tell nothing else.

import { Hono, type Context } from 'hono';
import type { FormKind } from '../../../src/shared/records';
import {
  offerRequestSchema,
  statusRequestSchema,
  type LinkRefusal,
  type OfferAnswer,
  type StatusAnswer,
  type StatusCase,
} from '../../../src/shared/contracts/status';
import type { Stage } from '../../../src/shared/admissions/stages';
import { familyAssessment } from '../assessment/family-view';
import { FAMILY } from '../audit';
import { familyWaitlist } from '../waitlist/order';
import type { SubmissionRecord } from '../../intake';
import type { DeskDeps } from '../context';
import { toIso, type DbTime } from '../db';
import { tellFamily } from '../family';
import { moveCase } from '../moves';
import { findOffer, offerRefusal, readOfferToken, shownStage } from '../offer-links';
import { casesOfSubmission } from '../money/family';
import { familyFeesOf } from '../money/family-fees';
import { openStatusLink } from '../status-links';
import { checklistOf, latestReviews } from '../enrolment/documents';
import { caseById, enrolmentState, enrolmentView } from '../enrolment/state';
import { familyFeesRoutes } from './fees-routes';
import { jsonBody } from './guard';

const STATUS_OF = { invalid: 404, revoked: 410, used: 409, expired: 410, superseded: 410 } as const satisfies Record<
  LinkRefusal,
  number
>;

const refuse = (c: Context, reason: LinkRefusal) =>
  c.json({ error: reason }, STATUS_OF[reason], { 'Cache-Control': 'no-store' });

/** An application's case: its checklist, and once its offer is accepted its enrolment. */
async function enrolmentParts(
  deps: DeskDeps,
  caseId: string,
  submission: SubmissionRecord,
): Promise<Pick<StatusCase, 'documents' | 'enrolment'>> {
  const row = await caseById(deps.db, caseId);
  if (!row || row.kind !== 'application') return {};
  const documents = checklistOf(submission, row.applicant_index, await latestReviews(deps.db, row.id)).map(
    ({ document, state, reason, note }) => ({
      document,
      state,
      ...(reason ? { reason } : {}),
      ...(note ? { note } : {}),
    }),
  );
  if (row.stage !== 'offer-accepted' && row.stage !== 'enrolled') return { documents };
  return { documents, enrolment: enrolmentView(row, await enrolmentState(deps, row, submission)) };
}

export function statusRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.post('/', async (c) => {
    const body = statusRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const link = await openStatusLink(db, deps.signer, body.data.token);
    if (!link.ok) return refuse(c, link.reason);
    const submission = await deps.records.get(link.submissionId);
    if (!submission) return refuse(c, 'revoked');
    const now = deps.now();
    const rows = await db.query<{
      id: string;
      first_name: string;
      year: string | null;
      stage: Stage;
      stage_since: DbTime;
      assessment_at: DbTime | null;
      offer_deadline: DbTime | null;
    }>(
      `SELECT id::text AS id, first_name, year, stage, stage_since, assessment_at, offer_deadline FROM desk_cases
       WHERE submission_id = $1 ORDER BY applicant_index`,
      [link.submissionId],
    );
    const assessments = await Promise.all(rows.map((row) => familyAssessment(db, row, now)));
    const waitlists = await Promise.all(
      rows.map((row) => (row.stage === 'waiting-list' ? familyWaitlist(db, row.id) : undefined)),
    );
    const parts = await Promise.all(rows.map((row) => enrolmentParts(deps, row.id, submission)));
    const fees = await familyFeesOf(deps, await casesOfSubmission(db, link.submissionId));
    const answer: StatusAnswer = {
      reference: submission.reference,
      kind: submission.kind as FormKind,
      receivedAt: submission.receivedAt.toISOString(),
      checkedAt: now.toISOString(),
      cases: rows.map((row, index): StatusCase => {
        const shown = shownStage(row.stage, row.stage_since, row.offer_deadline, now);
        return {
          firstName: row.first_name,
          ...(row.year ? { year: row.year } : {}),
          stage: shown.stage,
          since: shown.since.toISOString(),
          ...(shown.stage === 'assessment-booked' && row.assessment_at
            ? { assessmentAt: toIso(row.assessment_at) }
            : {}),
          ...(shown.stage === 'offer-made' && row.offer_deadline ? { offerDeadline: toIso(row.offer_deadline) } : {}),
          ...(assessments[index] ? { assessment: assessments[index] } : {}),
          ...(shown.stage === 'waiting-list' && waitlists[index] ? { waitlist: waitlists[index] } : {}),
          ...parts[index],
          ...(fees.has(row.id) ? { fees: fees.get(row.id) } : {}),
        };
      }),
    };
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/offer', async (c) => {
    const body = offerRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const link = readOfferToken(deps.signer, body.data.token);
    if (!link) return refuse(c, 'invalid');
    // Past its deadline an open offer is refused as expired; the sweep moves its case and tells the
    // family (upkeep.ts): answering the link writes nothing until it records an answer.
    const offer = await findOffer(db, link.offerId);
    if (!offer) return refuse(c, 'invalid');
    const refusal = offerRefusal(offer, deps.now());
    if (refusal) return refuse(c, refusal);
    const answer: OfferAnswer = {
      decision: link.decision,
      firstName: offer.first_name,
      reference: offer.reference,
      deadline: toIso(offer.deadline)!,
      recorded: false,
    };
    if (body.data.confirm !== true) return c.json(answer, 200, { 'Cache-Control': 'no-store' });
    const result = await moveCase(db, {
      caseId: offer.case_id,
      to: link.decision === 'accept' ? 'offer-accepted' : 'offer-declined',
      actor: { ...FAMILY, role: 'family' },
      offerId: offer.id,
      now: deps.now(),
    });
    if (!result.ok) {
      // Answered or replaced a moment ago (another tab, the school): say which.
      const now = await findOffer(db, link.offerId);
      return refuse(c, (now && offerRefusal(now, deps.now())) ?? 'used');
    }
    await tellFamily(deps, result.event);
    return c.json({ ...answer, recorded: true }, 200, { 'Cache-Control': 'no-store' });
  });

  app.route('/fees', familyFeesRoutes(deps));

  return app;
}
