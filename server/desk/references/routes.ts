// References' routes (docs/assessment.md, "References"). Staff: GET /references/case/:id reads a
// case's requests and answers (audited as `reference.viewed`, their own line) with the schools the
// family listed; POST asks a teacher (not read-only staff), e-mailing the signed link. The
// teacher, without a session, on the desk's origin: POST /reference/open says what is asked, POST
// /reference/answer records the answers once (`used` after, `expired` after the expiry, each
// answer at most `referenceRules.answerMax` characters: 422 `too-long` with `max`).

import { Hono, type Context } from 'hono';
import { referenceRules } from '../../../src/shared/admissions/assessment-rules';
import {
  referenceAnswerRequestSchema,
  referenceOpenSchema,
  referenceRequestSchema,
  type ReferenceOpenAnswer,
  type ReferencesAnswer,
} from '../../../src/shared/contracts/references';
import { mailSafeName } from '../../../src/shared/validation/validators';
import { unstorable } from '../../intake/storable-text';
import { audit, type AuditActor } from '../audit';
import type { DeskDeps } from '../context';
import { one, toDate, UUID } from '../db';
import { actorOf, readBody, refuse, requireStaff, type DeskEnv } from '../http/guard';
import { referenceMail } from './mail';
import {
  claimReminders,
  createRequest,
  openRequest,
  previousSchools,
  recordAnswers,
  referencesOf,
  referenceToken,
  referenceUrl,
  referenceView,
  type ReferenceRow,
} from './requests';

const WRITERS = ['administrator', 'officer', 'head'] as const;
const REFUSED = { invalid: 404, used: 409, expired: 410 } as const;

interface CaseRow {
  id: string;
  submission_id: string;
  reference: string;
  first_name: string;
  applicant_index: number;
  kind: string;
}

const caseOf = (deps: DeskDeps, id: string) =>
  one<CaseRow>(
    deps.db,
    `SELECT id::text AS id, submission_id::text AS submission_id, reference, first_name, applicant_index, kind
     FROM desk_cases WHERE id = $1`,
    [id],
  );

/** E-mails the teacher the request (or its reminder). */
async function sendRequest(deps: DeskDeps, row: ReferenceRow, reminder: boolean) {
  const found = await caseOf(deps, row.case_id);
  if (!found || !deps.signer) return;
  const url = referenceUrl(deps.config.origin, row.locale, referenceToken(deps.signer, row.id));
  const mail = referenceMail(
    { locale: row.locale, child: found.first_name, previous: row.school, url, expiresAt: toDate(row.expires_at) },
    reminder,
  );
  deps.mailer.send([row.teacher_email], row.locale, mail, row.id);
}

/** The sweep's step: each unanswered request gets its one reminder. */
export async function remindReferences(deps: DeskDeps): Promise<number> {
  const due = await claimReminders(deps.db, deps.now());
  for (const row of due) await sendRequest(deps, row, true);
  return due.length;
}

export function referenceStaffRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  app.use('*', requireStaff(deps));
  const found = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    const row = UUID.test(id) ? await caseOf(deps, id.toLowerCase()) : undefined;
    return row?.kind === 'application' ? row : undefined;
  };
  const schoolsOf = async (row: CaseRow) =>
    previousSchools((await deps.records.find(row.submission_id))?.data, Number(row.applicant_index));

  app.get('/case/:id', async (c) => {
    const row = await found(c);
    if (!row) return refuse(c, 404, 'not-found');
    const references = await referencesOf(deps.db, row.id);
    await audit(deps.db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'reference.viewed',
      reference: row.reference,
      submissionId: row.submission_id,
      caseId: row.id,
      detail: { references: references.length },
      ip: deps.clientIp(c),
    });
    return c.json({
      schools: await schoolsOf(row),
      references: references.map((r) => referenceView(r, deps.now())),
    } satisfies ReferencesAnswer);
  });

  app.post('/case/:id', requireStaff(deps, WRITERS), async (c) => {
    const row = await found(c);
    if (!row) return refuse(c, 404, 'not-found');
    const body = await readBody(c, referenceRequestSchema);
    if (!body.ok) return body.refusal;
    if (!(await schoolsOf(row)).includes(body.value.school)) return refuse(c, 422, 'invalid-school');
    if (!deps.signer) return refuse(c, 503, 'no-secret');
    const staff = c.get('staff');
    const now = deps.now();
    const created = await createRequest(deps.db, { caseId: row.id, ...body.value, by: staff.id, now });
    await audit(deps.db, now, {
      actor: actorOf(staff),
      action: 'reference.requested',
      reference: row.reference,
      submissionId: row.submission_id,
      caseId: row.id,
      detail: { request: created.id, locale: created.locale },
      ip: deps.clientIp(c),
    });
    await sendRequest(deps, created, false);
    return c.json(referenceView(created, now));
  });

  return app;
}

export function referenceTeacherRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const teacher: AuditActor = { label: 'teacher' };

  app.post('/open', async (c) => {
    const body = await readBody(c, referenceOpenSchema);
    if (!body.ok) return refuse(c, 404, 'invalid');
    const opened = await openRequest(deps.db, deps.signer, body.value.token, deps.now());
    if (!opened.ok) return refuse(c, REFUSED[opened.reason], opened.reason);
    const row = await caseOf(deps, opened.row.case_id);
    return c.json({
      school: opened.row.school,
      child: mailSafeName(row?.first_name ?? ''),
      locale: opened.row.locale,
      expiresAt: toDate(opened.row.expires_at).toISOString(),
    } satisfies ReferenceOpenAnswer);
  });

  app.post('/answer', async (c) => {
    const body = await readBody(c, referenceAnswerRequestSchema);
    if (!body.ok) return body.refusal;
    const now = deps.now();
    const opened = await openRequest(deps.db, deps.signer, body.value.token, now);
    if (!opened.ok) return refuse(c, REFUSED[opened.reason], opened.reason);
    const answers = body.value.answers;
    if (Object.values(answers).some((text) => unstorable(text))) return refuse(c, 422, 'invalid-characters');
    if (!(await recordAnswers(deps.db, opened.row.id, answers, now))) return refuse(c, 409, 'used');
    const row = await caseOf(deps, opened.row.case_id);
    await audit(deps.db, now, {
      actor: teacher,
      action: 'reference.answered',
      reference: row?.reference,
      submissionId: row?.submission_id,
      caseId: opened.row.case_id,
      detail: { request: opened.row.id, max: referenceRules.answerMax },
      ip: deps.clientIp(c),
    });
    return c.body(null, 204);
  });

  return app;
}
