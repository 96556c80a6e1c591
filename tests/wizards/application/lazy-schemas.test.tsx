// @vitest-environment jsdom
// The application's schemas cost nothing when the form's code loads (making them all took
// ~30 ms of the page's hydration): importing the wizard makes no zod schema but the lazy
// wrappers; the first parse makes what it needs; on the form, the wizard makes them while the
// page is idle, one step per idle callback, so the family's first Next finds them ready.

import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../../src/config/zod';
import { useWarmSchemas } from '../../../src/forms/wizard/use-warm-schemas';
import { NOW, validApplication } from './fixtures';

/** How many zod schemas (other than `z.lazy` wrappers) were made, counted by the mock below. */
const made = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../src/config/zod', async (importOriginal) => {
  const { z: real } = await importOriginal<typeof import('../../../src/config/zod')>();
  const counted = Object.fromEntries(
    Object.entries(real).map(([name, value]) =>
      typeof value === 'function' && name !== 'lazy' && /^[a-z]/.test(name)
        ? [name, (...args: unknown[]) => (made.count++, (value as (...a: unknown[]) => unknown)(...args))]
        : [name, value],
    ),
  );
  return { z: counted };
});

const idle: (() => void)[] = [];
const cancelled: number[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  idle.length = 0;
  cancelled.length = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const { meta } = await import('../../../src/wizards/application/meta');
const madeAtImport = made.count;

describe('the application schemas', () => {
  it('are not made when the wizard is imported', () => {
    // The summary step's empty object is the only one.
    expect(madeAtImport).toBeLessThanOrEqual(1);
    for (const step of meta.steps.filter((s) => s.id !== 'summary')) expect(step.schema).toBeInstanceOf(z.ZodLazy);
    expect(meta.fullSchema).toBeInstanceOf(z.ZodLazy);
  });

  it('are made on the form, one step per idle callback, and a later check makes none', () => {
    const before = made.count;
    const data = validApplication();
    renderHook(() => useWarmSchemas(meta, () => data as unknown as Record<string, unknown>));

    const perCallback: number[] = [];
    while (idle.length > 0) {
      const start = made.count;
      idle.shift()?.();
      perCallback.push(made.count - start);
    }
    // Every step and the whole submission, each in its own callback.
    expect(perCallback).toHaveLength(meta.steps.length + 1);
    const warmed = made.count - before;
    expect(warmed).toBeGreaterThan(150);
    expect(Math.max(...perCallback)).toBeLessThan(warmed / 3);

    // The first Next and the submission find them ready: parsing makes only what the
    // conditional rules make on each parse (a required detail, the passport when asked).
    const afterWarm = made.count;
    expect(meta.fullSchema.safeParse(data).success).toBe(true);
    for (const step of meta.steps) expect(step.schema.safeParse(data).success).toBe(true);
    expect(made.count - afterWarm).toBeLessThan(warmed / 5);
  });

  it('stop being made when the form closes before the page is idle', () => {
    const { unmount } = renderHook(() => useWarmSchemas(meta, () => ({})));
    expect(idle).toHaveLength(1);
    unmount();
    expect(cancelled).toEqual([1]);
  });
});
