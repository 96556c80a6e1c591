// @vitest-environment node
// The intake API as the site's server mounts it: under /api of createApp, opened on first use,
// with the site's security headers, tus HEAD passing through both apps.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { lazyIntakeApi, type LazyIntakeApi } from '../../server/intake';
import {
  contactData,
  createUpload,
  head,
  patch,
  pdfBytes,
  post,
  quietLogger,
  scholarshipSubmission,
  testConfig,
} from './support';

let dir: string;
let intake: LazyIntakeApi;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'intake-mount-'));
  const config = {
    ...loadConfig({}),
    distDir: path.join(dir, 'dist'),
    ssrDir: path.join(dir, 'no-ssr'),
    intake: testConfig(dir),
  };
  intake = lazyIntakeApi({ config: config.intake, logger: quietLogger });
  app = createApp(config, { intake });
});

afterAll(async () => {
  await intake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the intake API in the site server', () => {
  it('opens the database on the first request and answers under /api', async () => {
    const body = {
      id: crypto.randomUUID(),
      kind: 'contact',
      schemaVersion: 1,
      locale: 'ru',
      data: contactData(),
      attachments: [],
    };
    const res = await post(app, body);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await app.request(`/api/submissions/${body.id}`)).status).toBe(200);
    const unknown = await app.request('/api/unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not-found' });
  }, 120_000);

  it('passes tus HEAD requests through to the upload offset', async () => {
    const bytes = pdfBytes(50_000);
    const body = scholarshipSubmission([{ field: 'attachments.transcript', bytes }]);
    expect((await post(app, body)).status).toBe(201);
    const created = await createUpload(app, body.id, body.attachments[0]!, bytes.byteLength);
    const location = created.headers.get('location') ?? '';
    expect((await patch(app, location, 0, bytes.slice(0, 20_000))).status).toBe(204);
    const probe = await head(app, location);
    expect(probe.status).toBe(200);
    expect(probe.headers.get('upload-offset')).toBe('20000');
  });
});
