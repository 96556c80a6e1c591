// sendOutbox(): every due submission to one intake API, one sender at a time across tabs and the
// service worker. It speaks the intake contract (docs/submission-contract.md) with plain fetch and
// runs in the page and in the worker alike: no DOM, no React.

import { dueOutboxItems, getOutboxItem } from '../../db';
import { runExclusive } from '../../shared/exclusive';
import { OUTBOX_NAME } from '../names';
import { attempt, type FlushReport } from './deliver';
import type { Context } from './http';

export type { FlushReport } from './deliver';

export interface SendOptions {
  /** Base and prefix of the intake API (`/api`, `https://api.school.ac.th/api`): paths are appended. */
  apiBase: string;
  fetch?: typeof fetch;
  /** Bearer token, when the school's API wants one. */
  token?: string;
  now?: () => number;
  /** Bytes of file `attachmentId` of submission `id` the server has, after each chunk. */
  onProgress?: (id: string, attachmentId: string, sent: number, total: number) => void;
  /** For tests: the jitter's randomness (0..1). */
  random?: () => number;
}

async function run(options: SendOptions): Promise<FlushReport> {
  const ctx: Context = {
    apiBase: options.apiBase.replace(/\/+$/, ''),
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    onProgress: options.onProgress,
  };
  const report: FlushReport = { skipped: false, completed: [], retrying: [], needsAttention: [] };
  const tried = new Set<string>();
  // Items enqueued while this flush runs are picked up before it ends (the next flusher was
  // turned away by the lock).
  for (;;) {
    const due = (await dueOutboxItems(ctx.now())).filter((item) => !tried.has(item.id));
    if (due.length === 0) return report;
    for (const item of due) {
      tried.add(item.id);
      // Re-read: another context may have completed or withdrawn it meanwhile.
      const fresh = await getOutboxItem(item.id);
      if (fresh) await attempt(ctx, fresh, report);
    }
  }
}

/**
 * Sends every due outbox item to the school: one sender at a time (a Web Lock across tabs and
 * the service worker where `navigator.locks` exists, else one per JavaScript context); a call
 * that finds one running returns `{ skipped: true }`. Network errors, timeouts (30 s a request),
 * 5xx, 408 and 429 retry later with full-jitter backoff (2 s doubling, 10 min cap); other 4xx
 * stop the item as 'needs-attention' with the error kept. An item leaves the outbox only when
 * the school's receipt says complete (`completeSubmission`). Rejects only on database errors.
 */
export async function sendOutbox(options: SendOptions): Promise<FlushReport> {
  const skipped: FlushReport = { skipped: true, completed: [], retrying: [], needsAttention: [] };
  return runExclusive(OUTBOX_NAME, () => run(options), { busy: skipped });
}
