// The safe copies' engine in Chromium on the browser's own IndexedDB, WebCrypto and Web Locks:
// src/safe-copy and src/db, bundled on the fly and run in a page of the site, against the tests'
// in-memory /api/copies (tests/safe-copy/fake-copies.ts) answering the page's requests through
// Playwright's routing. A two-child draft with files goes up, all of the origin's site data is
// cleared (as Safari's purge does), and the recovery link's secret brings back every answer and
// every file, SHA-256 equal; a changed link changes nothing on the device.

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { fakeCopies, type FakeCopies } from '../safe-copy/fake-copies';

/** What the bundle exposes to the page (window.safeCopyEngine). */
type Engine = typeof import('../../src/safe-copy') & {
  db: typeof import('../../src/db');
  safeDb: typeof import('../../src/db/safe-copies');
};
declare global {
  interface Window {
    safeCopyEngine: Engine;
  }
}

test.use({ bypassCSP: true });

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents:
        "export * from './src/safe-copy';\nexport * as db from './src/db';\nexport * as safeDb from './src/db/safe-copies';",
      resolveDir: path.resolve(import.meta.dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'safeCopyEngine',
    write: false,
    target: 'es2022',
    define: { 'import.meta.env': '{}' },
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

/** Sends the page's /api/copies requests to `server`. */
async function routeCopies(page: Page, server: FakeCopies): Promise<void> {
  await page.route('**/api/copies/**', async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    const response = await server.fetch(request.url(), {
      method: request.method(),
      headers: { Authorization: (await request.headerValue('authorization')) ?? '' },
      body: body ? new Uint8Array(body) : undefined,
    });
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.addScriptTag({ content: bundle });
}

/** In the page: the draft's data and each file's field with the SHA-256 of its bytes. */
const holding = (page: Page, id: string) =>
  page.evaluate(async (draftId) => {
    const { db } = window.safeCopyEngine;
    const files: Record<string, string> = {};
    for (const meta of await db.listAttachments(draftId)) {
      const blob = await db.getAttachmentBlob(meta.id);
      const digest = await crypto.subtle.digest('SHA-256', await blob!.arrayBuffer());
      files[meta.field] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    }
    return { data: (await db.loadDraft(draftId))?.data, files };
  }, id);

test('a draft with files survives a purge of the site data and comes back from the recovery link', async ({
  page,
  baseURL,
}) => {
  const server = fakeCopies();
  await routeCopies(page, server);
  const origin = new URL(baseURL ?? '').origin;
  await open(page, `${origin}/en/`);
  const made = await page.evaluate(async () => {
    const engine = window.safeCopyEngine;
    const draft = await engine.db.createDraft(
      'application',
      { children: [{ firstName: 'Anong' }, { firstName: 'Niran' }], mother: { phone: '081 234 5678' } },
      1,
    );
    for (const index of [0, 1]) {
      const bytes = new Uint8Array(1_500_000);
      for (let at = 0; at < bytes.length; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      const file = new File([bytes], `passport-${index}.pdf`, { type: 'application/pdf' });
      const stored = await engine.db.putAttachment(draft.id, `children.${index}.passport`, file);
      if (!stored.ok) throw new Error(stored.reason);
    }
    const family = await engine.turnOnSafeCopies();
    const report = await engine.flushSafeCopies({ wait: true, api: { apiBase: '/api' } });
    const link = engine.recoveryLink(location.origin, '/en/restore', family.secret);
    return { draftId: draft.id, link, report };
  });
  expect(made.report).toMatchObject({ ran: true, waiting: 0 });
  expect(server.copies.size).toBe(2);
  const before = await holding(page, made.draftId);
  expect(Object.keys(before.files)).toHaveLength(2);

  const cdp = await page.context().newCDPSession(page);
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await open(page, `${origin}/en/`);
  expect(
    await page.evaluate(async (id) => (await window.safeCopyEngine.db.loadDraft(id)) ?? null, made.draftId),
  ).toBeNull();

  // A changed link: refused, nothing written.
  const refused = await page.evaluate(async (link) => {
    const engine = window.safeCopyEngine;
    const secret = engine.secretFromLink(link)!;
    secret[0] = (secret[0] as number) ^ 1;
    const problem = await engine.restoreFromSecret(secret, { api: { apiBase: '/api' } }).then(
      () => 'restored',
      (error: { problem?: string }) => error.problem,
    );
    return { problem, family: (await engine.safeDb.readSafeFamily()) ?? null };
  }, made.link);
  expect(refused).toEqual({ problem: 'not-found', family: null });

  const restored = await page.evaluate(
    (link) =>
      window.safeCopyEngine.restoreFromSecret(window.safeCopyEngine.secretFromLink(link)!, {
        api: { apiBase: '/api' },
      }),
    made.link,
  );
  expect(restored).toEqual([made.draftId]);
  expect(await holding(page, made.draftId)).toEqual(before);
});
