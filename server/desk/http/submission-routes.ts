// One submission in the desk: its detail (audited), internal notes, the family's status link
// (revoke, or renew and e-mail it) and, for administrators, deletion at the family's request.

import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { nextStages } from '../../../src/shared/admissions/workflow';
import { workflowOf } from '../../../src/shared/admissions/stages';
import {
  deleteRequestSchema,
  noteRequestSchema,
  statusLinkRequestSchema,
  type DetailAnswer,
  type Note,
} from '../../../src/shared/contracts/desk-cases';
import { unstorable } from '../../intake/storable-text';
import { audit, auditTrail } from '../audit';
import type { DeskDeps } from '../context';
import { UUID } from '../db';
import { sendRenewedLink } from '../family';
import { submissionDetail } from '../queries/detail';
import { renewStatusLink, revokeStatusLinks } from '../status-links';
import { deleteSubmission } from '../upkeep';
import { fileRoutes } from './file-routes';
import { actorOf, readBody, refuse, requireStaff, type DeskEnv } from './guard';

const WRITERS = ['administrator', 'officer', 'head'] as const;

export function submissionRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { db } = deps;
  app.use('*', requireStaff(deps));

  const idOf = (c: Context) => {
    const id = c.req.param('id') ?? '';
    return UUID.test(id) ? id.toLowerCase() : undefined;
  };

  app.get('/:id', async (c) => {
    const id = idOf(c);
    const staff = c.get('staff');
    if (!id) return refuse(c, 404, 'not-found');
    const detail = await submissionDetail(db, deps.records, id, deps.now());
    if (!detail) return refuse(c, 404, 'not-found');
    await audit(db, deps.now(), {
      actor: actorOf(staff),
      action: 'submission.viewed',
      reference: detail.submission.reference,
      submissionId: id,
      ip: deps.clientIp(c),
    });
    const workflow = workflowOf(detail.submission.kind);
    return c.json({
      ...detail,
      // What the intake stored passed the wizard's schema: an object of answers.
      submission: { ...detail.submission, data: detail.submission.data as Record<string, unknown> },
      cases: detail.cases.map((item) => ({ ...item, next: nextStages(workflow, item.stage, staff.role) })),
      audit: staff.role === 'administrator' ? await auditTrail(db, id, 100) : undefined,
    } satisfies DetailAnswer);
  });

  app.post('/:id/notes', async (c) => {
    const id = idOf(c);
    const staff = c.get('staff');
    if (!id) return refuse(c, 404, 'not-found');
    if (!WRITERS.includes(staff.role as (typeof WRITERS)[number])) return refuse(c, 403, 'forbidden');
    const body = await readBody(c, noteRequestSchema);
    if (!body.ok) return body.refusal;
    const note = body.value.body;
    if (unstorable(note)) return refuse(c, 422, 'invalid-characters');
    const submission = await deps.records.find(id);
    if (!submission) return refuse(c, 404, 'not-found');
    const now = deps.now();
    const noteId = randomUUID();
    await db.query(
      'INSERT INTO desk_notes (id, submission_id, author_id, author, at, body) VALUES ($1, $2, $3, $4, $5, $6)',
      [noteId, id, staff.id, staff.name, now.toISOString(), note],
    );
    await audit(db, now, {
      actor: actorOf(staff),
      action: 'note.added',
      reference: submission.reference,
      submissionId: id,
      detail: { length: note.length },
      ip: deps.clientIp(c),
    });
    return c.json({ id: noteId, author: staff.name, at: now.toISOString(), body: note } satisfies Note, 201);
  });

  app.post('/:id/status-link', async (c) => {
    const id = idOf(c);
    const staff = c.get('staff');
    if (!id) return refuse(c, 404, 'not-found');
    if (!WRITERS.includes(staff.role as (typeof WRITERS)[number])) return refuse(c, 403, 'forbidden');
    const body = await readBody(c, statusLinkRequestSchema);
    if (!body.ok) return body.refusal;
    const { action } = body.value;
    if (action === 'renew' && !deps.signer) return refuse(c, 503, 'no-secret');
    const submission = await deps.records.find(id);
    if (!submission) return refuse(c, 404, 'not-found');
    const now = deps.now();
    // The change and its audit line (who, when, from where) commit together.
    const token = await db.transaction(async (tx) => {
      const renewed = action === 'renew' ? await renewStatusLink(tx, deps.signer!, id, now) : undefined;
      if (!renewed) await revokeStatusLinks(tx, id, now);
      await audit(tx, now, {
        actor: actorOf(staff),
        action: renewed ? 'status-link.renewed' : 'status-link.revoked',
        reference: submission.reference,
        submissionId: id,
        ip: deps.clientIp(c),
      });
      return renewed;
    });
    if (token) await sendRenewedLink(deps, submission, token);
    return c.body(null, 204);
  });

  app.route('/', fileRoutes(deps));

  app.post('/:id/delete', async (c) => {
    const id = idOf(c);
    const staff = c.get('staff');
    if (!id) return refuse(c, 404, 'not-found');
    if (staff.role !== 'administrator') return refuse(c, 403, 'forbidden');
    const submission = await deps.records.find(id);
    if (!submission) return refuse(c, 404, 'not-found');
    // The reference typed again: a deletion is never one stray click.
    const body = await readBody(c, deleteRequestSchema);
    if (!body.ok) return body.refusal;
    if (body.value.confirm !== submission.reference) return refuse(c, 422, 'confirm');
    await deleteSubmission(deps, id, actorOf(staff), 'submission.deleted', undefined, deps.clientIp(c));
    return c.body(null, 204);
  });

  return app;
}
