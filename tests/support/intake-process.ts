// A real intake server process (server/intake-main.ts under Node with tsx's loader: one process,
// so a signal reaches the server itself), for the scale-out tests and benchmark. Its JSON log
// lines are kept in memory, not printed, or written to a file (`logFile`: a busy parent reading
// pipes slows the server's synchronous writes to stdout, as a slow log collector would). It is
// returned once /api/ready answers 200.

import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../server/config';
import type { S3Config } from '../../server/intake/config';

export interface IntakeProcess {
  url: string;
  pid: number;
  /** Every line it wrote (JSON log lines; anything else too). */
  lines: string[];
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** The environment of an instance on PostgreSQL at `databaseUrl` and the bucket of `s3`. */
export function scaleOutEnv(databaseUrl: string, s3: S3Config): Record<string, string> {
  return {
    INTAKE_DATABASE_URL: databaseUrl,
    INTAKE_S3_BUCKET: s3.bucket,
    INTAKE_S3_ENDPOINT: s3.endpoint,
    INTAKE_S3_ACCESS_KEY_ID: s3.accessKeyId,
    INTAKE_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

/** Starts an intake process on 127.0.0.1:`port` with `env` on top of this one's environment. */
export async function startIntakeProcess(
  port: number,
  env: Record<string, string>,
  logFile?: string,
): Promise<IntakeProcess> {
  const log = logFile ? openSync(logFile, 'a') : 'pipe';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'server/intake-main.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), INTAKE_LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', log, log],
    },
  );
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', (line) => lines.push(line));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const process_: IntakeProcess = { url, pid: child.pid!, lines, exited, kill: (signal) => child.kill(signal) };
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => (gone = true));
  // Wait for the state we need (answering ready), polling as a load balancer would.
  while (Date.now() < deadline && !gone) {
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return process_;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the intake process on port ${port} did not get ready:\n${lines.join('\n')}`);
}
