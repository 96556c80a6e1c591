// @vitest-environment node
// When the outbox tells the family that the school's server has a problem: the rule on its own
// (an injected clock), and sendOutbox() against the real intake API answering 500 to every POST,
// with a clock that moves to each retry: the streak grows, a failure with no answer leaves it,
// the family is told at the 20th answer in a row, and the submission stays queued and is
// delivered once the server works again.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueueSubmission, listReceipts } from '../../src/db';
import { getOutboxItem } from '../../src/db/outbox';
import {
  sendOutbox,
  serverInTrouble,
  SERVER_TROUBLE_AFTER_MS,
  SERVER_TROUBLE_ATTEMPTS,
  type SendOptions,
} from '../../src/outbox';
import { nextServerErrors } from '../../src/outbox/server-trouble';
import { clearDatabase } from '../db/support';
import { finishedScholarship, useTestIntake } from './support';

const intake = useTestIntake('outbox-trouble-');
beforeEach(clearDatabase);

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 21, 9);

describe('the rule', () => {
  const queued = (since: number, count: number) => ({ status: 'queued' as const, serverErrors: { since, count } });

  it('counts 5xx answers in a row, keeps them through failures with no answer, and ends them with any other answer', () => {
    let streak = nextServerErrors(undefined, 500, T0);
    streak = nextServerErrors(streak, 503, T0 + HOUR);
    expect(streak).toEqual({ since: T0, count: 2 });
    expect(nextServerErrors(streak, 0, T0 + 2 * HOUR)).toEqual(streak);
    expect(nextServerErrors(streak, 429, T0 + 2 * HOUR)).toBeUndefined();
    expect(nextServerErrors(streak, 200, T0 + 2 * HOUR)).toBeUndefined();
  });

  it('tells after 6 hours of 5xx (at least 3 answers) or after 20 in a row', () => {
    expect(serverInTrouble({ status: 'queued' }, T0)).toBe(false);
    expect(serverInTrouble(queued(T0, 19), T0 + SERVER_TROUBLE_AFTER_MS - 1)).toBe(false);
    expect(serverInTrouble(queued(T0, 3), T0 + SERVER_TROUBLE_AFTER_MS)).toBe(true);
    // Two answers six hours apart (a laptop closed in between) are not six hours of errors.
    expect(serverInTrouble(queued(T0, 2), T0 + 10 * HOUR)).toBe(false);
    expect(serverInTrouble(queued(T0, SERVER_TROUBLE_ATTEMPTS), T0 + 1000)).toBe(true);
    expect(serverInTrouble({ ...queued(T0, 50), status: 'needs-attention' }, T0 + 10 * HOUR)).toBe(false);
  });
});

describe('sendOutbox while the server fails', () => {
  it('tells the family at the 20th 500 in a row, keeps the submission queued and delivers it once the server is back', async () => {
    const draft = await finishedScholarship([50_000]);
    const start = Date.now();
    const item = await enqueueSubmission(draft.draftId, { now: start });
    let now = start;
    let failing = true;
    let offline = false;
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (offline) throw new TypeError('Failed to fetch');
      if (failing && init.method === 'POST' && url.endsWith('/api/submissions'))
        return Response.json({ error: 'internal' }, { status: 500 });
      return intake.api.app.request(url, init);
    }) as typeof globalThis.fetch;
    const options: SendOptions = { apiBase: '/api', fetch, now: () => now, random: () => 0.5 };
    /** Moves the clock to the item's next attempt and flushes. */
    const retry = async () => {
      now = Math.max(now, (await getOutboxItem(item.id))!.nextAttemptAt);
      return sendOutbox(options);
    };

    expect((await sendOutbox(options)).retrying).toEqual([item.id]);
    const stored = () => getOutboxItem(item.id).then((found) => found!);
    // Retried with backoff, 19 answers of 500 in a row, and nothing said yet.
    while ((await stored()).serverErrors!.count < SERVER_TROUBLE_ATTEMPTS - 1) await retry();
    const early = await stored();
    expect(early).toMatchObject({ status: 'queued', serverErrors: { since: start } });
    expect(now - start).toBeLessThan(SERVER_TROUBLE_AFTER_MS);
    expect(serverInTrouble(early, now)).toBe(false);

    // No connection for a while: no answer, so the streak neither grows nor ends.
    offline = true;
    await retry();
    expect((await stored()).serverErrors).toEqual(early.serverErrors);
    offline = false;

    // The 20th 500 in a row: the family is told, and the submission still waits to be sent.
    await retry();
    const told = await stored();
    expect(serverInTrouble(told, now)).toBe(true);
    expect(told).toMatchObject({ status: 'queued', lastError: { status: 500, code: 'internal' } });
    expect(told.payload).toEqual(item.payload);
    expect(told.nextAttemptAt).toBeGreaterThan(now);

    failing = false;
    expect((await retry()).completed).toEqual([item.id]);
    expect(await getOutboxItem(item.id)).toBeUndefined();
    expect(await listReceipts()).toHaveLength(1);
  });
});
