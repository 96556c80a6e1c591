// The two builds the form benchmarks compare in one run: the baseline (a checkout of the commit
// this work started from, built: `npx tsx bench/form-baseline.ts` makes it) and this checkout's
// build. Each is served by its own checkout's production server (server/main.ts) on a port of its
// own (its intake data in that checkout's .cache/bench-intake-*), so a run measures both under the same load, alternating.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where bench/form-baseline.ts puts the baseline checkout (ignored by git, like every .cache). */
export const defaultBaselineDir = path.join(root, '.cache/form-baseline');

export interface Build {
  /** "before" or "after". */
  name: string;
  /** The checkout whose dist/ is served. */
  dir: string;
}

export interface ServedBuild extends Build {
  origin: string;
  close(): Promise<void>;
}

/** Both builds: the baseline (BASELINE_DIR, else .cache/form-baseline) and this checkout. */
export function formBuilds(): Build[] {
  const baseline = process.env.BASELINE_DIR ?? defaultBaselineDir;
  for (const dir of [baseline, root]) {
    if (!existsSync(path.join(dir, 'dist/client/shell.html'))) {
      throw new Error(`No build in ${dir}/dist: npm run build there (bench/form-baseline.ts for the baseline)`);
    }
  }
  return [
    { name: 'before', dir: baseline },
    { name: 'after', dir: root },
  ];
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `build`'s own server/main.ts on a free port; resolves once it listens. */
export async function serveBuild(build: Build): Promise<ServedBuild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: build.dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      INTAKE_RATE_LIMIT: '0',
      INTAKE_LOG_LEVEL: 'warn',
      // Data of its own: a test server of the same checkout may be running meanwhile.
      INTAKE_PGLITE_DIR: '.cache/bench-intake-db',
      INTAKE_FILES_DIR: '.cache/bench-intake-files',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${build.dir}: server/main.ts exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}/`)) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    ...build,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
