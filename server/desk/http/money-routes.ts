// The desk's money API (docs/fees.md, src/shared/contracts/desk-money.ts): a case's fees, issuing
// its invoice, a credit note (and re-issue), confirming or declining a slip, a document as PDF,
// and the money figures of the overview. Reading needs any signed-in member of staff; changing,
// an administrator, officer or head. No route edits an issued invoice: PATCH, PUT and DELETE of
// one answer 405 `issued` (and the database refuses it too).

import { Hono, type Context } from 'hono';
import {
  confirmSlipRequestSchema,
  creditNoteRequestSchema,
  declineSlipRequestSchema,
  issueRequestSchema,
} from '../../../src/shared/contracts/desk-money';
import { audit } from '../audit';
import type { DeskDeps } from '../context';
import { UUID } from '../db';
import { announceFeesPaid } from '../money';
import { caseFees } from '../money/desk-fees';
import { findDocument, pdfHeaders, printDocument } from '../money/documents';
import { creditInvoice, issueInvoice } from '../money/issue';
import { ledgerOf } from '../money/ledger';
import { sendMoneyMail } from '../money/mail';
import { confirmSlip, declineSlip } from '../money/payments';
import { moneyStats } from '../money/stats';
import { actorOf, readBody, refuse, requireStaff, type DeskEnv } from './guard';

const WRITERS = ['administrator', 'officer', 'head'] as const;

const idOf = (c: Context) => {
  const id = c.req.param('id') ?? '';
  return UUID.test(id) ? id.toLowerCase() : undefined;
};

export function moneyRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  app.use('*', requireStaff(deps));
  const write = requireStaff(deps, WRITERS);

  app.get('/cases/:id/fees', async (c) => {
    const id = idOf(c);
    const answer = id ? await caseFees(deps, id) : undefined;
    return answer ? c.json(answer) : refuse(c, 404, 'not-found');
  });

  app.post('/cases/:id/invoices', write, async (c) => {
    const id = idOf(c);
    if (!id) return refuse(c, 404, 'not-found');
    const body = await readBody(c, issueRequestSchema);
    if (!body.ok) return body.refusal;
    const result = await issueInvoice(deps, id, body.value.expectedTotal, actorOf(c.get('staff')), deps.clientIp(c));
    if (!result.ok) {
      const status = result.error === 'not-found' ? 404 : 409;
      return refuse(c, status, result.error, result.preview ? { total: result.preview.total } : {});
    }
    await sendMoneyMail(deps, { kind: 'invoice', invoice: result.invoice, balance: result.invoice.total });
    return c.json(await caseFees(deps, id), 201);
  });

  app.post('/invoices/:id/credit-note', write, async (c) => {
    const id = idOf(c);
    if (!id) return refuse(c, 404, 'not-found');
    const body = await readBody(c, creditNoteRequestSchema);
    if (!body.ok) return body.refusal;
    const result = await creditInvoice(deps, id, body.value, actorOf(c.get('staff')), deps.clientIp(c));
    if (!result.ok) return refuse(c, result.error === 'not-found' ? 404 : 409, result.error);
    if (result.reissued) {
      const ledger = await ledgerOf(deps.db, result.reissued.case_id);
      await sendMoneyMail(deps, { kind: 'invoice', invoice: result.reissued, balance: Math.max(0, ledger.balance) });
    }
    return c.json(await caseFees(deps, result.invoice.case_id), 201);
  });

  // An issued invoice is never edited: corrections are credit notes.
  app.on(['PATCH', 'PUT', 'DELETE'], '/invoices/:id', (c) => c.json({ error: 'issued' }, 405, { Allow: 'GET' }));

  app.post('/slips/:id/confirm', write, async (c) => {
    const id = idOf(c);
    if (!id) return refuse(c, 404, 'not-found');
    const body = await readBody(c, confirmSlipRequestSchema);
    if (!body.ok) return body.refusal;
    const result = await confirmSlip(deps, id, body.value, actorOf(c.get('staff')), deps.clientIp(c));
    if (!result.ok) {
      const { error, ok: _ok, ...extra } = result;
      return refuse(c, error === 'not-found' ? 404 : 409, error, extra);
    }
    await sendMoneyMail(deps, {
      kind: 'payment',
      invoice: result.invoice,
      amount: body.value.amount,
      balance: Math.max(0, result.balance),
      ...(result.receipt ? { receipt: result.receipt } : {}),
    });
    if (result.feesPaidAt)
      await announceFeesPaid(deps, {
        caseId: result.caseId,
        submissionId: result.invoice.submission_id,
        paidAt: result.feesPaidAt,
        invoice: result.invoice.number,
      });
    return c.json(await caseFees(deps, result.caseId));
  });

  app.post('/slips/:id/decline', write, async (c) => {
    const id = idOf(c);
    if (!id) return refuse(c, 404, 'not-found');
    const body = await readBody(c, declineSlipRequestSchema);
    if (!body.ok) return body.refusal;
    const result = await declineSlip(deps, id, body.value.reason, actorOf(c.get('staff')), deps.clientIp(c));
    if (result !== 'ok') return refuse(c, result === 'not-found' ? 404 : 409, result);
    return c.body(null, 204);
  });

  app.get('/documents/:number', async (c) => {
    const number = c.req.param('number').replace(/\.pdf$/, '');
    const found = /^(INV|CN|RC)-\d{4}-\d{4,}$/.test(number) ? await findDocument(deps.db, number) : undefined;
    if (!found) return refuse(c, 404, 'not-found');
    await audit(deps.db, deps.now(), {
      actor: actorOf(c.get('staff')),
      action: 'document.viewed',
      reference: found.invoice.reference,
      submissionId: found.invoice.submission_id,
      caseId: found.invoice.case_id,
      detail: { number },
      ip: deps.clientIp(c),
    });
    const pdf = await printDocument(deps.db, deps.config.money, found);
    return c.body(new Uint8Array(pdf), 200, pdfHeaders(number));
  });

  app.get('/stats/money', async (c) => c.json(await moneyStats(deps)));

  return app;
}
