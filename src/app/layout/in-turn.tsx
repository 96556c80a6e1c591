// Hydrates parts of the header one at a time, each in a task of its own. A Headless UI menu, once
// hydrated, registers its button and anchor in layout effects and re-renders at once; the five
// menus, the language menu and the drawer did that together in one 30-45 ms task (up to 180 ms on
// Lighthouse's throttled phone), long enough to hold up a tap. Each part here waits in a Suspense
// boundary of its own, keeping its prerendered HTML, until the part before it has committed and
// the browser has had a turn; then React hydrates it alone. The prerender step and renders after
// the first pass go straight through. A click on a part still waiting does nothing (React cannot
// replay it into a boundary that is waiting); the whole chain takes a few frames.

import { Suspense, use, useEffect, type ReactNode } from 'react';

interface Turn {
  promise: Promise<void>;
  release: () => void;
}

const turns = new Map<number, Turn>();
/** Parts up to this number may render; part 1 waits for the header itself (`useStartTurns`). */
let released = 0;
const whenDone = new Map<number, () => void>();

function turn(n: number): Turn {
  let entry = turns.get(n);
  if (!entry) {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((done) => (resolve = done));
    const release = () => {
      // Marked the way React's `use` reads a settled promise: it returns without suspending.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    };
    entry = { promise, release };
    turns.set(n, entry);
    if (n <= released) release();
  }
  return entry;
}

/** Lets part `n + 1` hydrate, after a task boundary. */
function releaseAfter(n: number): void {
  if (released > n) return;
  setTimeout(() => {
    released = Math.max(released, n + 1);
    // A part not asked for yet finds its turn released when it asks (`turn`).
    turns.get(n + 1)?.release();
  }, 0);
}

function Waiting({ n, children }: { n: number; children: ReactNode }) {
  // Always through `use`, released or not: React replays a component that suspended and expects
  // the same calls the second time ("Update hook called on initial render" otherwise).
  if (!import.meta.env.SSR) use(turn(n).promise);
  useEffect(() => {
    releaseAfter(n);
    const done = whenDone.get(n);
    whenDone.delete(n);
    done?.();
  }, [n]);
  return children;
}

/** Part `n` (1, 2, ...) of a sequence started by `useStartTurns`. */
export function InTurn({ n, children }: { n: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Waiting n={n}>{children}</Waiting>
    </Suspense>
  );
}

/** Starts the parts once the caller has committed; `onDone` runs when part `last` has. */
export function useStartTurns(last: number, onDone: () => void): void {
  useEffect(() => {
    // Mounted again after the first sequence, the parts rendered in the caller's own commit.
    if (released >= last) onDone();
    else whenDone.set(last, onDone);
    releaseAfter(0);
  }, [last, onDone]);
}
