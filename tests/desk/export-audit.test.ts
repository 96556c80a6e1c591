// @vitest-environment node
// Who read the export (`GET /api/export`, server/intake/export.ts): every use names its token
// (INTAKE_EXPORT_TOKENS, and INTAKE_EXPORT_TOKEN as "export"), leaves a line in the desk's audit
// log and one in each submission's access log, shown in the desk; an unknown token is refused and
// reads nothing; without the desk, a log line without personal data; bad token settings are
// refused with a clear message. On PGlite.

import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntakeApi } from '../../server/intake';
import { exportTokensOf } from '../../server/intake/export-tokens';
import { jsonLogger } from '../../server/intake/log';
import { openPgliteStore } from '../../server/intake/pglite-store';
import type { IntakeStore } from '../../server/intake/store-types';
import { testConfig } from '../intake/support';
import { enrolStaff, startHarness, submitApplication, type Harness } from './support';

const REGISTRAR = 'registrar-0123456789abcdef';
const SINGLE = 'single-token-of-old-scripts';

let dir: string;
let store: IntakeStore;
let h: Harness;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'desk-export-'));
  store = await openPgliteStore(path.join(dir, 'db'));
  h = await startHarness(store, 0, {
    INTAKE_EXPORT_TOKENS: `registrar:${REGISTRAR}, sync-bot:sync-bot-0123456789abcdef`,
    INTAKE_EXPORT_TOKEN: SINGLE,
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const exportWith = (token: string) =>
  h.intake.request('/api/export', { headers: { Authorization: `Bearer ${token}` } });
const exportLines = () =>
  store.sql.query<{ actor: string; submission_id: string | null; reference: string | null; detail: unknown }>(
    "SELECT actor, submission_id::text AS submission_id, reference, detail FROM desk_audit WHERE action = 'export.api' ORDER BY id",
  );

describe('the export’s audit', () => {
  it('audits an export under its token’s name, in the log and in each submission’s access log', async () => {
    const receipt = await submitApplication(h, [{ firstName: 'Ploy', familyName: 'Jaidee' }]);
    const res = await exportWith(REGISTRAR);
    expect(res.status).toBe(200);
    const { submissions } = (await res.json()) as { submissions: { id: string }[] };
    expect(submissions.map((s) => s.id)).toContain(receipt.id);
    const lines = await exportLines();
    expect(lines[0]).toEqual({
      actor: 'token:registrar',
      submission_id: null,
      reference: null,
      detail: { submissions: submissions.length },
    });
    expect(lines).toContainEqual({
      actor: 'token:registrar',
      submission_id: receipt.id,
      reference: receipt.reference,
      detail: {},
    });
    const admin = await enrolStaff(h, 'administrator');
    const detail = await admin.client.json<{ audit: { actor: string; action: string }[] }>(
      'GET',
      `/submissions/${receipt.id}`,
    );
    expect(detail.audit).toContainEqual(expect.objectContaining({ actor: 'token:registrar', action: 'export.api' }));
  });

  it('names INTAKE_EXPORT_TOKEN "export"', async () => {
    expect((await exportWith(SINGLE)).status).toBe(200);
    expect((await exportLines()).at(-1)?.actor).toBe('token:export');
  });

  it('refuses an unknown token and audits no export', async () => {
    const before = (await exportLines()).length;
    const refused = await exportWith('registrar-0123456789abcdeX');
    expect([refused.status, await refused.json()]).toEqual([401, { error: 'unauthorized' }]);
    expect((await h.intake.request('/api/export')).status).toBe(401);
    expect(await exportLines()).toHaveLength(before);
  });

  it('writes a log line without personal data when no desk is there to audit', async () => {
    const lines: string[] = [];
    const bare = await createIntakeApi({
      config: testConfig(path.join(dir, 'bare'), {
        exportTokens: exportTokensOf({ INTAKE_EXPORT_TOKENS: `registrar:${REGISTRAR}` }),
      }),
      store,
      logger: jsonLogger('info', (line) => lines.push(line)),
      clientIp: () => '198.51.100.77',
    });
    try {
      const res = await bare.app.request('/api/export', { headers: { Authorization: `Bearer ${REGISTRAR}` } });
      const { submissions } = (await res.json()) as { submissions: { reference: string }[] };
      const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.message === 'export');
      expect(line).toMatchObject({ level: 'info', token: 'registrar', submissions: submissions.length });
      const text = lines.join('\n');
      for (const personal of ['198.51.100.77', 'Ploy', 'Jaidee', submissions[0]!.reference])
        expect(text).not.toContain(personal);
    } finally {
      await bare.close();
      await mkdir(path.join(dir, 'bare/files/uploads'), { recursive: true });
    }
  });

  it('refuses malformed, short or repeated export tokens with a clear message', () => {
    expect(() => exportTokensOf({ INTAKE_EXPORT_TOKENS: 'no-name-here' })).toThrow(/is not <name>:<token>/);
    expect(() => exportTokensOf({ INTAKE_EXPORT_TOKENS: 'bot:short' })).toThrow(/"bot" needs at least 16 characters/);
    expect(() => exportTokensOf({ INTAKE_EXPORT_TOKENS: `a:${REGISTRAR} a:${REGISTRAR}x` })).toThrow(/each name once/);
    expect(() => exportTokensOf({ INTAKE_EXPORT_TOKENS: `a:${REGISTRAR} b:${REGISTRAR}` })).toThrow(/each token once/);
    expect(exportTokensOf({ INTAKE_EXPORT_TOKENS: `a:${REGISTRAR}`, INTAKE_EXPORT_TOKEN: 'short ok' })).toEqual([
      { name: 'a', token: REGISTRAR },
      { name: 'export', token: 'short ok' },
    ]);
  });
});
