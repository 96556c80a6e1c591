// src/pwa/next-task.ts: what follows runs in a later task, after what the browser queued before.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/pwa/next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after a task queued before it, not in the same microtask checkpoint', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const next = nextTask().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await next;
    expect(order).toEqual(['same task', 'queued task', 'after yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
