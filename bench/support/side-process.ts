// Starts a helper of the load benchmark (bench/support/side-main.ts) as a child process under
// Node with tsx's loader, and hands back what it printed once listening.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface SideProcess<T> {
  ready: T;
  pid: number;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startSide<T>(args: string[]): Promise<SideProcess<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'side-main.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string | undefined>((resolve) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    void exited.then(() => resolve(undefined));
  });
  if (first === undefined) throw new Error(`bench helper ${args.join(' ')} exited before it was ready`);
  return {
    ready: JSON.parse(first) as T,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
