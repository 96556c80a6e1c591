// @vitest-environment jsdom
// The application's schemas cost nothing before the family starts: the wizard's meta, which a
// form page loads with its first tab, brings no zod at all; the first input (not before) fetches
// every tab's schema, and the wizard makes them while the page is idle, one per idle callback, so
// the family's first Next finds them ready. Making them all at once took ~30 ms of a phone's time.

import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarmSchemas } from '../../../src/forms/wizard/use-warm-schemas';
import { schemaIfLoaded } from '../../../src/forms/wizard/schemas';
import { NOW, validApplication } from './fixtures';

/** Whether zod was loaded, and how many zod schemas (other than `z.lazy` wrappers) were made. */
const made = vi.hoisted(() => ({ loaded: false, count: 0 }));

vi.mock('../../../src/config/zod', async (importOriginal) => {
  made.loaded = true;
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
const zodAtImport = made.loaded;

/** A form whose answers are `data`; `change()` is the family's first input. */
function form(data: Record<string, unknown>) {
  const listeners = new Set<() => void>();
  return {
    getValues: () => data,
    watch: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    change: () => listeners.forEach((listener) => listener()),
  };
}

const warm = (f: ReturnType<typeof form>) =>
  renderHook(() => useWarmSchemas({ meta: meta as never, locale: 'en', form: f as never, eager: false }));

describe('the application schemas', () => {
  it('are not loaded with the wizard', () => {
    expect(zodAtImport).toBe(false);
    expect(meta.steps.map((step) => schemaIfLoaded(step.schema))).toEqual(meta.steps.map(() => undefined));
  });

  it('load with the first input, are made one per idle callback, and a later check makes none', async () => {
    const data = validApplication() as unknown as Record<string, unknown>;
    const f = form(data);
    warm(f);
    // Nothing before the family starts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(idle).toHaveLength(0);
    expect(schemaIfLoaded(meta.fullSchema)).toBeUndefined();

    f.change();
    await vi.waitFor(() => expect(idle).toHaveLength(1), { timeout: 5000 });
    const before = made.count;
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
    expect(schemaIfLoaded(meta.fullSchema)?.safeParse(data).success).toBe(true);
    for (const step of meta.steps) expect(schemaIfLoaded(step.schema)?.safeParse(data).success).toBe(true);
    expect(made.count - afterWarm).toBeLessThan(warmed / 5);
  });

  it('stop being made when the form closes before the page is idle', async () => {
    const f = form({});
    const { unmount } = warm(f);
    f.change();
    await vi.waitFor(() => expect(idle).toHaveLength(1), { timeout: 5000 });
    unmount();
    expect(cancelled).toEqual([1]);
  });
});
