// The family's money requests (docs/fees.md), under the status routes: choosing a term or the full
// year for one child (`POST /status/fees/plan`), and a numbered document of the family's as a PDF
// (`POST /status/fees/document`). Each opens the family's status link first; a body outside its
// contract holds no link and is refused as `invalid`. The PromptPay image an e-mail shows is served
// apart (`qrRoutes`), by a signed link of its own, since an e-mail's image sends no token.

import { Hono, type Context } from 'hono';
import {
  documentRequestSchema,
  planRequestSchema,
  slipRequestSchema,
  type FeesRefusal,
  type SlipAnswer,
} from '../../../src/shared/contracts/money';
import { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from '../../../src/shared/files/prepare-file';
import type { LinkRefusal } from '../../../src/shared/contracts/status';
import { audit, FAMILY } from '../audit';
import type { DeskDeps } from '../context';
import { findDocument, pdfHeaders, printDocument } from '../money/documents';
import { casesOfSubmission, COUNTED_STAGES } from '../money/family';
import { familyFeesOf } from '../money/family-fees';
import { ledgerOf } from '../money/ledger';
import { promptPayPayload, promptPayPng } from '../money/promptpay';
import { declareSlip } from '../money/slips';
import { openStatusLink } from '../status-links';
import { jsonBody } from './guard';

const STATUS_OF: Record<LinkRefusal | FeesRefusal, 404 | 409 | 410 | 422> = {
  invalid: 404,
  revoked: 410,
  used: 409,
  expired: 410,
  superseded: 410,
  'plan-closed': 409,
  'no-fees': 409,
  'not-found': 404,
  'file-type': 422,
  'file-size': 422,
  'file-invalid': 422,
};

const refuse = (c: Context, reason: LinkRefusal | FeesRefusal) =>
  c.json({ error: reason }, STATUS_OF[reason], { 'Cache-Control': 'no-store' });

export function familyFeesRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.post('/plan', async (c) => {
    const body = planRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const link = await openStatusLink(db, deps.signer, body.data.token);
    if (!link.ok) return refuse(c, link.reason);
    const row = (await casesOfSubmission(db, link.submissionId)).find((r) => r.applicant_index === body.data.child);
    if (!row || !(COUNTED_STAGES as readonly string[]).includes(row.stage)) return refuse(c, 'no-fees');
    const now = deps.now();
    const changed = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM desk_cases WHERE id = $1 FOR UPDATE', [row.id]);
      if ((await ledgerOf(tx, row.id)).paid > 0) return false;
      await tx.query(
        `INSERT INTO desk_fee_plans (case_id, plan, chosen_at, chosen_by) VALUES ($1, $2, $3, 'family')
         ON CONFLICT (case_id) DO UPDATE SET plan = EXCLUDED.plan, chosen_at = EXCLUDED.chosen_at, chosen_by = 'family'`,
        [row.id, body.data.plan, now.toISOString()],
      );
      await audit(tx, now, {
        actor: FAMILY,
        action: 'fees.plan',
        reference: row.reference,
        submissionId: row.submission_id,
        caseId: row.id,
        detail: { plan: body.data.plan },
      });
      return true;
    });
    if (!changed) return refuse(c, 'plan-closed');
    const fees = (await familyFeesOf(deps, [row])).get(row.id)!;
    return c.json(fees, 200, { 'Cache-Control': 'no-store' });
  });

  app.post('/slip', async (c) => {
    const body = slipRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const link = await openStatusLink(db, deps.signer, body.data.token);
    if (!link.ok) return refuse(c, link.reason);
    const { file } = body.data;
    // The same rules as a file of the form: the page says which one a file broke.
    if (!DEFAULT_ACCEPT.includes(file.type)) return refuse(c, 'file-type');
    if (file.size < 1 || file.size > DEFAULT_MAX_BYTES) return refuse(c, 'file-size');
    const row = (await casesOfSubmission(db, link.submissionId)).find((r) => r.applicant_index === body.data.child);
    const ledger = row ? await ledgerOf(db, row.id) : undefined;
    if (!row || ledger?.live?.number !== body.data.invoice) return refuse(c, 'not-found');
    const result = await declareSlip(deps, row, body.data);
    if (result === 'not-found') return refuse(c, 'revoked');
    if (result === 'invalid' || result === 'conflict') return refuse(c, 'file-invalid');
    return c.json(
      { accepted: true, submissionId: row.submission_id } satisfies SlipAnswer,
      result === 'created' ? 201 : 200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.post('/document', async (c) => {
    const body = documentRequestSchema.safeParse(await jsonBody(c));
    if (!body.success) return refuse(c, 'invalid');
    const link = await openStatusLink(db, deps.signer, body.data.token);
    if (!link.ok) return refuse(c, link.reason);
    const found = await findDocument(db, body.data.number);
    // Another family's number is answered as one that does not exist.
    if (!found || found.invoice.submission_id !== link.submissionId) return refuse(c, 'not-found');
    const pdf = await printDocument(db, deps.config.money, found);
    return c.body(new Uint8Array(pdf), 200, pdfHeaders(found.number));
  });

  return app;
}

const QR_TOKEN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{24,64})\.png$/;
const compact = (uuid: string) => uuid.replace(/-/g, '');
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The path of an invoice's QR image (`/fees/qr/<id>.<mac>.png` under the families' API). */
export const qrPath = (deps: DeskDeps, invoiceId: string) =>
  deps.signer ? `/fees/qr/${compact(invoiceId)}.${deps.signer.sign('fees-qr', compact(invoiceId))}.png` : undefined;

/** GET /fees/qr/<signed invoice id>.png: the PromptPay code for what the invoice still asks. */
export function qrRoutes(deps: DeskDeps): Hono {
  const app = new Hono();
  app.get('/qr/:file', async (c) => {
    const match = QR_TOKEN.exec(c.req.param('file'));
    if (!deps.signer || !match || !deps.signer.verify('fees-qr', match[1]!, match[2]!))
      return c.json({ error: 'invalid' }, 404);
    const invoiceId = uuidOf(match[1]!);
    const caseId = await caseOfInvoice(deps, invoiceId);
    const ledger = caseId ? await ledgerOf(deps.db, caseId) : undefined;
    const live = ledger?.live;
    // A cancelled or paid invoice has nothing to scan.
    if (!ledger || live?.id !== invoiceId || ledger.balance <= 0) return c.json({ error: 'not-found' }, 404);
    const png = await promptPayPng(promptPayPayload(deps.config.money.billerId, live.ref1, live.ref2, ledger.balance));
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  });
  return app;
}

async function caseOfInvoice(deps: DeskDeps, invoiceId: string): Promise<string | undefined> {
  const rows = await deps.db.query<{ case_id: string }>(
    'SELECT case_id::text AS case_id FROM desk_invoices WHERE id = $1',
    [invoiceId],
  );
  return rows[0]?.case_id;
}
