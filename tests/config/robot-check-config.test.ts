// @vitest-environment node
// The robot check in production: with NODE_ENV=production the configuration refuses the
// development verifier (its tokens anyone can make) and names what to set, and the server does
// not start; without it (`npm start` on one machine, the tests) the development verifier stays.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../../server/config';
import { loadIntakeConfig } from '../../server/intake/config';

const REFUSAL = /NODE_ENV=production needs a real robot check: set ROBOT_CHECK=recaptcha .*RECAPTCHA_SECRET/;
const dir = mkdtempSync(path.join(tmpdir(), 'ccis-robot-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadIntakeConfig(env, dir);

describe('in production (NODE_ENV=production)', () => {
  it.each([
    ['no ROBOT_CHECK', {}],
    ['ROBOT_CHECK=dev', { ROBOT_CHECK: 'dev' }],
    ['ROBOT_CHECK empty', { ROBOT_CHECK: ' ' }],
  ])('refuses %s, naming the variables to set', (_name, env) => {
    expect(() => load({ NODE_ENV: 'production', ...env })).toThrow(REFUSAL);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(REFUSAL);
  });

  it('refuses reCAPTCHA without its secret', () => {
    expect(() => load({ NODE_ENV: 'production', ROBOT_CHECK: 'recaptcha' })).toThrow(
      'ROBOT_CHECK=recaptcha needs RECAPTCHA_SECRET',
    );
  });

  it.each(['recaptcha', 'recaptcha-enterprise'] as const)('takes ROBOT_CHECK=%s with RECAPTCHA_SECRET', (mode) => {
    const config = load({ NODE_ENV: 'production', ROBOT_CHECK: mode, RECAPTCHA_SECRET: 'secret-key' });
    expect(config).toMatchObject({ robotCheck: mode, recaptchaSecret: 'secret-key' });
  });

  it('stops the server before it listens, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ROBOT_CHECK: '',
        RECAPTCHA_SECRET: '',
        PORT: '0',
        DIST_DIR: path.join(dir, 'no-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(REFUSAL);
  }, 60_000);
});

describe('anywhere else', () => {
  it.each([
    ['no NODE_ENV (npm start)', {}],
    ['NODE_ENV=development', { NODE_ENV: 'development' }],
    ['NODE_ENV=test', { NODE_ENV: 'test' }],
  ])('keeps the development verifier with %s', (_name, env) => {
    expect(load(env).robotCheck).toBe('dev');
    expect(loadConfig(env).intake.robotCheck).toBe('dev');
  });
});
