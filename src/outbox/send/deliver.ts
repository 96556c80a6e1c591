// One submission, as far as it goes: POST it (idempotent by id), upload the files the school
// still misses, read the receipt; and what becomes of the item when that fails. The envelope and
// the receipt are the shared contract's types (src/shared/contracts/submission.ts); the worker
// loads no zod, so a receipt is recognised by the few fields the outbox acts on.

import { completeSubmission, finishLateFile, updateOutboxItem, type OutboxItem } from '../../db';
import type { SubmissionEnvelope, SubmissionReceipt } from '../../shared/contracts/submission';
import { nextServerErrors } from '../server-trouble';
import { apiUrl, backoffDelay, call, failure, NeedsAttention, readJson, RetryLater, type Context } from './http';
import { saveProgress, uploadFile } from './upload';

/** What one flush did with each submission it tried. */
export interface FlushReport {
  /** True when another flusher held the lock and this call did nothing. */
  skipped: boolean;
  /** Submissions the school confirmed (now receipts). */
  completed: string[];
  /** Submissions that will be tried again at their `nextAttemptAt`. */
  retrying: string[];
  /** Submissions stopped for the family (or the school) to look at. */
  needsAttention: string[];
}

function isReceipt(value: Record<string, unknown>): value is Record<string, unknown> & SubmissionReceipt {
  return typeof value.reference === 'string' && typeof value.status === 'string' && Array.isArray(value.missingFiles);
}

async function receiptFrom(response: Response): Promise<SubmissionReceipt> {
  const body = await readJson(response);
  if (!isReceipt(body)) throw new RetryLater({ status: response.status, code: 'bad-receipt' });
  return body;
}

/** POST /api/submissions: 201 or 200 answer the receipt (the original one for a known id). */
async function postSubmission(ctx: Context, item: OutboxItem): Promise<SubmissionReceipt> {
  const body: SubmissionEnvelope = item.robotToken ? { ...item.payload, robotToken: item.robotToken } : item.payload;
  const response = await call(ctx, apiUrl(ctx, '/submissions'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.id },
    body: JSON.stringify(body),
  });
  if (response.status !== 201 && response.status !== 200) throw await failure(response);
  return receiptFrom(response);
}

async function getReceipt(ctx: Context, id: string): Promise<SubmissionReceipt> {
  const response = await call(ctx, apiUrl(ctx, `/submissions/${encodeURIComponent(id)}`), { method: 'GET' });
  if (!response.ok) throw await failure(response);
  return receiptFrom(response);
}

/**
 * A file added after the submission: declared (idempotent by the file's id), uploaded to the
 * submission the declaration names, then gone from the device.
 */
async function deliverLate(ctx: Context, item: OutboxItem & { late: NonNullable<OutboxItem['late']> }): Promise<void> {
  const response = await call(ctx, apiUrl(ctx, item.late.path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(item.late.body),
  });
  if (!response.ok) throw await failure(response);
  const answer = await readJson(response);
  if (typeof answer.submissionId !== 'string') throw new RetryLater({ status: response.status, code: 'bad-answer' });
  if (item.late.submissionId !== answer.submissionId) {
    item.late = { ...item.late, submissionId: answer.submissionId };
    await updateOutboxItem(item.id, { late: item.late });
  }
  for (const file of item.attachments) await uploadFile(ctx, item, file);
  await finishLateFile(item.id);
}

async function deliver(ctx: Context, item: OutboxItem): Promise<void> {
  if (item.late) return deliverLate(ctx, { ...item, late: item.late });
  let receipt = await postSubmission(ctx, item);
  // Only the POST's answer carries the status link's token; the receipt read later does not.
  const { statusToken } = receipt;
  if (item.reference !== receipt.reference) {
    item.reference = receipt.reference;
    await updateOutboxItem(item.id, { reference: receipt.reference });
  }
  if (receipt.status !== 'complete') {
    const missing = new Set(receipt.missingFiles);
    for (const file of item.attachments) {
      if (missing.has(file.id)) await uploadFile(ctx, item, file);
    }
    receipt = await getReceipt(ctx, item.id);
  }
  if (receipt.status === 'complete') {
    await updateOutboxItem(item.id, { status: 'sent', reference: receipt.reference, lastError: undefined });
    await completeSubmission(item.id, { ...receipt, ...(statusToken ? { statusToken } : {}) });
    return;
  }
  // Every file went through yet the school still misses one: start those files over, later.
  for (const id of receipt.missingFiles) await saveProgress(item, id, { offset: 0 });
  throw new RetryLater({ status: 200, code: 'files-missing' });
}

/**
 * Tries `item` once: completed, stopped for attention (4xx), or queued again after a backoff
 * (full jitter, or the server's Retry-After when longer), keeping count of 5xx answers in a row
 * (../server-trouble.ts). The outcome goes into `report`.
 */
export async function attempt(ctx: Context, item: OutboxItem, report: FlushReport): Promise<void> {
  const attempts = item.attempts + 1;
  await updateOutboxItem(item.id, { status: 'sending', attempts });
  try {
    await deliver(ctx, { ...item, attempts });
    report.completed.push(item.id);
  } catch (error) {
    if (error instanceof NeedsAttention) {
      await updateOutboxItem(item.id, {
        status: 'needs-attention',
        lastError: error.detail,
        serverErrors: undefined,
      });
      report.needsAttention.push(item.id);
      return;
    }
    const detail = error instanceof RetryLater ? error.detail : { status: 0, code: 'client' };
    const delay = Math.max(
      backoffDelay(attempts, ctx.random),
      error instanceof RetryLater ? (error.retryAfterMs ?? 0) : 0,
    );
    await updateOutboxItem(item.id, {
      status: 'queued',
      lastError: detail,
      nextAttemptAt: ctx.now() + delay,
      serverErrors: nextServerErrors(item.serverErrors, detail.status, ctx.now()),
    });
    report.retrying.push(item.id);
  }
}
