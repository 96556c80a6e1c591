// @vitest-environment node
// Reconnection without events (island Wi-Fi: connections refused while the browser says it is
// online): a network failure is waited out by a cheap probe, not by the backoff, and once the link
// answers what it stopped is due at once; a server's error keeps its backoff.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueOutboxItems, enqueueSubmission, outboxWaiting, resumeAfterReconnect } from '../../src/db';
import { sendOutbox } from '../../src/outbox';
import { PROBE_INTERVAL_MS, probeUntilReachable, reachable } from '../../src/outbox/probe';
import { clearDatabase } from '../db/support';
import { finishedScholarship } from './support';

beforeEach(clearDatabase);

const noAnswer: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};
const serverError: typeof fetch = async () => new Response('{"error":"unavailable"}', { status: 503 });

async function queued(): Promise<string> {
  const { draftId } = await finishedScholarship([1000]);
  return (await enqueueSubmission(draftId)).id;
}

describe('what waits after a failure', () => {
  it('a network failure is marked as such and is due at once when the link is back', async () => {
    const id = await queued();
    const report = await sendOutbox({ apiBase: '/api', fetch: noAnswer, random: () => 1 });
    expect(report.retrying).toEqual([id]);
    expect(await outboxWaiting()).toEqual({ waiting: 1, networkDown: true });
    const now = Date.now();
    expect(await dueOutboxItems(now)).toEqual([]);
    expect(await resumeAfterReconnect(now)).toBe(1);
    expect((await dueOutboxItems(now)).map((item) => item.id)).toEqual([id]);
  });

  it("a server's error keeps its backoff: the link was up", async () => {
    await queued();
    await sendOutbox({ apiBase: '/api', fetch: serverError, random: () => 1 });
    expect(await outboxWaiting()).toEqual({ waiting: 1, networkDown: false });
    const now = Date.now();
    expect(await resumeAfterReconnect(now)).toBe(0);
    expect(await dueOutboxItems(now)).toEqual([]);
  });
});

describe('the probe', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts any answer as the link being up, and no answer as down', async () => {
    expect(await reachable('/api/health', serverError)).toBe(true);
    expect(await reachable('/api/health', async () => new Response(null, { status: 204 }))).toBe(true);
    expect(await reachable('/api/health', noAnswer)).toBe(false);
  });

  it('asks every few seconds while the page is visible, and stops at the first answer', async () => {
    vi.useFakeTimers();
    const visibility = { visibilityState: 'visible' as DocumentVisibilityState };
    vi.stubGlobal('document', visibility);
    let up = false;
    const fetcher = vi.fn<typeof fetch>(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    });
    const onReachable = vi.fn();
    probeUntilReachable({ url: '/api/health', onReachable, fetcher });

    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(onReachable).not.toHaveBeenCalled();
    // Hidden, it does not ask.
    visibility.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(fetcher).toHaveBeenCalledTimes(3);
    visibility.visibilityState = 'visible';
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(onReachable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });
});
