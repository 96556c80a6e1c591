// Bank slips (docs/fees.md, "Slips"): a family declares one from its status page for a child's
// invoice, and the slip is recorded against that child and expected by the intake as a file added
// to the application (`records.addLateFile`, field `fees.slip.<child>`); its bytes come through the
// outbox over tus (offline, resumable, checked as at submission). When it arrives, the slip's own
// QR code (a Thai bank slip's "slip verify" code: sending bank and transaction reference) is read
// from the picture with jsQR over sharp's pixels, and the file's SHA-256 kept. What an officer should look at is worked out on reading: the same
// transfer or the same picture sent before, no QR code, an invoice that is not the live one.

import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { validate } from 'promptparse';
import sharp from 'sharp';
import type { SlipFlag } from '../../../src/shared/contracts/desk-money';
import type { SlipRequest } from '../../../src/shared/contracts/money';
import type { AttachmentRecord, LateFileResult, StoredSubmission } from '../../intake';
import { audit, FAMILY } from '../audit';
import type { DeskDeps } from '../context';
import { one, type DbTime, type SqlQueries } from '../db';
import type { CaseRow } from './family';

/** The field of a slip among the application's files. */
export const slipField = (child: number) => `fees.slip.${child}`;
export const isSlipField = (field: string) => /^fees\.slip\.\d$/.test(field);

/** The largest picture read for a QR code: a phone's photo is scaled to this many pixels wide. */
const READ_WIDTH = 1600;

export interface SlipRow {
  id: string;
  submission_id: string;
  attachment_id: string;
  case_id: string | null;
  invoice_number: string;
  received_at: DbTime;
  sha256: string | null;
  bank: string | null;
  transaction_ref: string | null;
  read_at: DbTime | null;
  arrived_at: DbTime | null;
  state: 'received' | 'confirmed' | 'declined';
  reason: string | null;
}

const SLIP_COLUMNS = `id::text AS id, submission_id::text AS submission_id, attachment_id, case_id::text AS case_id,
  invoice_number, received_at, sha256, bank, transaction_ref, read_at, arrived_at, state, reason`;

export function slipsOf(db: SqlQueries, caseIds: string[]): Promise<SlipRow[]> {
  return db.query<SlipRow>(
    `SELECT ${SLIP_COLUMNS} FROM desk_slips WHERE case_id = ANY($1::uuid[]) ORDER BY received_at, id`,
    [caseIds],
  );
}

export function slipById(db: SqlQueries, id: string, lock = false): Promise<SlipRow | undefined> {
  return one<SlipRow>(db, `SELECT ${SLIP_COLUMNS} FROM desk_slips WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
}

/**
 * Records a slip the family declared for the case `row` and asks the intake to expect its file;
 * declaring the same file again changes nothing. Answers the intake's word on the file.
 */
export async function declareSlip(deps: DeskDeps, row: CaseRow, request: SlipRequest): Promise<LateFileResult> {
  const { file } = request;
  const result = await deps.records.addLateFile(row.submission_id, {
    attachmentId: file.id,
    field: slipField(row.applicant_index),
    name: file.name,
    type: file.type,
    size: file.size,
    sha256: file.sha256,
  });
  if (result !== 'created' && result !== 'same') return result;
  const now = deps.now();
  const made = await deps.db.query(
    `INSERT INTO desk_slips (id, submission_id, attachment_id, case_id, invoice_number, received_at, state)
     VALUES ($1, $2, $3, $4, $5, $6, 'received') ON CONFLICT (submission_id, attachment_id) DO NOTHING RETURNING id`,
    [randomUUID(), row.submission_id, file.id, row.id, request.invoice, now.toISOString()],
  );
  if (made.length > 0)
    await audit(deps.db, now, {
      actor: FAMILY,
      action: 'slip.received',
      reference: row.reference,
      submissionId: row.submission_id,
      caseId: row.id,
      detail: { invoice: request.invoice, file: file.id },
    });
  return result;
}

/** The text of the first QR code in a picture, if it has one. */
export async function readQr(bytes: Buffer): Promise<string | undefined> {
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: READ_WIDTH, withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    return found?.data || undefined;
  } catch {
    // Not a picture sharp reads (a PDF slip): no code to read.
    return undefined;
  }
}

/** The sending bank and transfer reference of a slip's QR payload (undefined if not a slip's code). */
export function slipReference(payload: string): { bank: string; transactionRef: string } | undefined {
  const read = validate.slipVerify(payload, true);
  return read ? { bank: read.sendingBank, transactionRef: read.transRef } : undefined;
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as string));
  return Buffer.concat(parts);
}

/** A slip's file arrived (the intake's `lateFileArrived`): keeps its SHA-256 and reads its QR code. */
export async function readSlipFile(
  deps: DeskDeps,
  submission: StoredSubmission,
  file: AttachmentRecord,
): Promise<void> {
  if (!isSlipField(file.field)) return;
  const slip = await one<SlipRow>(
    deps.db,
    `SELECT ${SLIP_COLUMNS} FROM desk_slips WHERE submission_id = $1 AND attachment_id = $2`,
    [submission.id, file.attachmentId],
  );
  if (!slip || slip.read_at) return;
  const stored = await deps.records.openFile(submission.id, file.attachmentId);
  const payload = stored ? await readQr(await readAll(stored.body)) : undefined;
  const reference = payload ? slipReference(payload) : undefined;
  const now = deps.now().toISOString();
  await deps.db.query(
    `UPDATE desk_slips SET sha256 = $2, bank = $3, transaction_ref = $4, read_at = $5, arrived_at = $5 WHERE id = $1`,
    [slip.id, file.sha256, reference?.bank ?? null, reference?.transactionRef ?? null, now],
  );
}

/** What an officer should look at before counting a slip's money. */
export async function flagsOf(db: SqlQueries, slip: SlipRow, liveInvoice: string | undefined): Promise<SlipFlag[]> {
  const flags: SlipFlag[] = [];
  if (slip.transaction_ref) {
    const [seen] = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM desk_slips WHERE transaction_ref = $1 AND id <> $2 AND state <> 'declined')
            + (SELECT count(*) FROM desk_payments WHERE transaction_ref = $1) AS n`,
      [slip.transaction_ref, slip.id],
    );
    if (Number(seen?.n) > 0) flags.push('already-used');
  }
  if (slip.sha256) {
    const [same] = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM desk_slips WHERE sha256 = $1 AND id <> $2 AND state <> 'declined'`,
      [slip.sha256, slip.id],
    );
    if (Number(same?.n) > 0) flags.push('same-image');
  }
  if (slip.read_at && !slip.transaction_ref) flags.push('no-qr');
  if (slip.invoice_number !== liveInvoice) flags.push('other-invoice');
  return flags;
}
