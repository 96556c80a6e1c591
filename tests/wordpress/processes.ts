// Small process helpers of the WordPress harness: waiting for a socket or an address to answer,
// and stopping a child process for good.

import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ready()` is true; fails with `what` after `timeoutMs` or when `child` exits. */
export async function waitFor(
  what: string,
  ready: () => boolean | Promise<boolean>,
  options: { timeoutMs?: number; child?: ChildProcess; log?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null)
      throw new Error(`${what}: the process exited (${options.child.exitCode}). ${options.log?.() ?? ''}`);
    if (await ready()) return;
    await pause(50);
  }
  throw new Error(`${what}: not ready after ${options.timeoutMs ?? 30_000} ms. ${options.log?.() ?? ''}`);
}

export const socketExists = (file: string) => () => existsSync(file);

/** True once `url` answers at all (any status). */
export const answers = (url: string) => async () => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

/** Sends `signal` to a child, and to its whole process group when it was spawned detached. */
export function signalChild(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid && isGroupLeader(child)) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

const leaders = new WeakSet<ChildProcess>();
/** Marks a child spawned with `detached: true`: signals go to its process group. */
export function asGroup(child: ChildProcess): ChildProcess {
  leaders.add(child);
  return child;
}
const isGroupLeader = (child: ChildProcess) => leaders.has(child);

/** Stops a child: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalChild(child, 'SIGTERM');
  const timer = setTimeout(() => signalChild(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
