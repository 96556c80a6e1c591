// @vitest-environment jsdom
// The header's menus hydrate one at a time (src/app/layout/in-turn.tsx): each part keeps its
// prerendered HTML until the part before it has committed and the browser has run a task, and the
// sequence reports its end.

import { act, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('parts hydrated in turn', () => {
  it('hydrates part after part, each keeping its HTML until then, and then reports the end', async () => {
    const { InTurn, useStartTurns } = await import('../../src/app/layout/in-turn');
    const log: string[] = [];
    const container = document.createElement('div');

    function Part({ n }: { n: number }) {
      useEffect(() => {
        // What the page shows while this part hydrates: the later parts still there, as prerendered.
        log.push(`part ${n} (shows ${container.textContent})`);
        // A task queued now runs before the next part hydrates.
        setTimeout(() => log.push(`task after ${n}`), 0);
      }, [n]);
      return <span>[{n}]</span>;
    }
    const done = () => log.push('done');
    function Header() {
      useStartTurns(3, done);
      useEffect(() => void log.push('header'), []);
      return (
        <header>
          {[1, 2, 3].map((n) => (
            <InTurn key={n} n={n}>
              <Part n={n} />
            </InTurn>
          ))}
        </header>
      );
    }

    vi.stubEnv('SSR', true);
    container.innerHTML = renderToString(<Header />);
    vi.stubEnv('SSR', false);
    expect(container.textContent).toBe('[1][2][3]');

    root = hydrateRoot(container, <Header />);
    await vi.waitFor(() => expect(log).toContain('task after 3'));
    expect(log).toEqual([
      'header',
      'part 1 (shows [1][2][3])',
      'task after 1',
      'part 2 (shows [1][2][3])',
      'task after 2',
      'part 3 (shows [1][2][3])',
      'done',
      'task after 3',
    ]);
  });

  it('renders straight through once the first sequence is over', async () => {
    const { InTurn, useStartTurns } = await import('../../src/app/layout/in-turn');
    let finished = 0;
    const done = () => void (finished += 1);
    function Header() {
      useStartTurns(2, done);
      return (
        <>
          <InTurn n={1}>a</InTurn>
          <InTurn n={2}>b</InTurn>
        </>
      );
    }
    const first = document.createElement('div');
    root = createRoot(first);
    root.render(<Header />);
    await vi.waitFor(() => expect(first.textContent).toBe('ab'));
    await vi.waitFor(() => expect(finished).toBe(1));
    root?.unmount();

    // A header mounted again (another language's layout) shows its parts in the same commit.
    const second = document.createElement('div');
    root = createRoot(second);
    await act(async () => root?.render(<Header />));
    expect(second.textContent).toBe('ab');
    expect(finished).toBe(2);
  });
});
