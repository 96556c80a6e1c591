// Parcel links (`/take-home#<parcel id>.<key>`, docs/shared-device.md) keep opening for the 7 days
// a parcel lives, though no page makes them: a parcel is parked here as a tablet parked one (the
// page's own src/db and src/crypto, bundled on the fly: a draft bundle sealed with a random key,
// posted to /api/parcels). A second browser opens it once, with the answer and the file; the
// server held ciphertext only; a changed key, an opened link and an expired link each say so.

import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { expectNoViolations, leaks, PDF_FIELD, startSecondServer } from './device-support';
import { makePdf, storedFiles, type TestFile } from './forms-support';

type Kit = typeof import('../../src/db') &
  typeof import('../../src/crypto') &
  typeof import('../../src/wizards/application/defaults');
declare global {
  interface Window {
    parcelKit: Kit;
  }
}

// The page adds the bundle as a script of its own: the site's CSP allows no inline script.
test.use({ bypassCSP: true });

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: [
        "export * from './src/db';",
        "export * from './src/crypto';",
        "export * from './src/wizards/application/defaults';",
      ].join('\n'),
      resolveDir: path.resolve(import.meta.dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'parcelKit',
    write: false,
    target: 'es2022',
    define: { 'import.meta.env': '{}' },
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

/** Parks Anna's application with `pdf` from a page of `origin`; returns the parcel link. */
async function parkParcel(page: Page, origin: string, pdf: TestFile): Promise<string> {
  await page.goto(`${origin}/`);
  await page.addScriptTag({ content: bundle });
  const fragment = await page.evaluate(
    async ({ bytes, name, field }) => {
      const kit = window.parcelKit;
      const data = kit.defaults();
      data.applicants = [kit.newApplicant(0)];
      data.applicants[0]!.info.firstName = 'Anna';
      const draft = await kit.createDraft('application', data, 1);
      const file = new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], name, { type: 'application/pdf' });
      const stored = await kit.putAttachment(draft.id, field, file);
      if (!stored.ok) throw new Error(stored.reason);
      const key = await kit.randomKey(true);
      const sealed = await kit.sealBytes(key, await kit.exportDraftBundle(draft.id));
      const response = await fetch('/api/parcels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: sealed,
      });
      if (response.status !== 201) throw new Error(`parcel refused: ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      return `${id}.${await kit.exportKeyText(key)}`;
    },
    { bytes: pdf.buffer.toString('base64'), name: pdf.name, field: PDF_FIELD },
  );
  return `${origin}/take-home#${fragment}`;
}

async function otherDevice(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A different base64url character at position `at` of the key. */
function tamper(link: string, at = 10): string {
  const [base, fragment = ''] = link.split('#');
  const [id, key = ''] = fragment.split('.');
  const swapped = key[at] === 'A' ? 'B' : 'A';
  return `${base}#${id}.${key.slice(0, at)}${swapped}${key.slice(at + 1)}`;
}

test('a parcel link opens its draft with the file once; the server never holds it readable', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const pdf = makePdf('birth-certificate.pdf', 200_000);
  const link = await parkParcel(page, baseURL ?? '', pdf);
  const parcelId = /#([0-9a-f-]{36})\./.exec(link)?.[1];

  // What the server stores: ciphertext only.
  const stored = await request.get(`/api/parcels/${parcelId}`);
  expect(stored.status()).toBe(200);
  const body = await stored.body();
  expect(body.length).toBeGreaterThan(pdf.buffer.length);
  expect(leaks(body, pdf)).toEqual([]);

  // A changed key opens nothing, and leaves the parcel for the right link.
  const phone = await otherDevice(browser);
  await phone.goto(tamper(link));
  await expect(phone.getByRole('alert')).toContainText('This link has been changed and cannot unlock the draft.');
  await expectNoViolations(phone, 'changed key');
  expect((await request.get(`/api/parcels/${parcelId}`)).status()).toBe(200);

  // The real link: the draft opens on the phone with the answer and the file.
  await phone.goto(link);
  await phone.waitForURL(/\/application-form\/[0-9a-f-]{36}$/);
  const phoneDraftId = phone.url().split('/').pop() ?? '';
  await expect(phone.getByRole('textbox', { name: 'First name' }).first()).toHaveValue('Anna');
  expect((await storedFiles(phone, phoneDraftId)).map((f) => f.bytes)).toEqual([
    { size: pdf.buffer.length, sha256: pdf.sha256 },
  ]);

  // The parked copy is gone, and the link says so.
  expect((await request.get(`/api/parcels/${parcelId}`)).status()).toBe(404);
  const again = await otherDevice(browser);
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('This draft was already opened on another device');
});

test('an expired parcel link says so', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startSecondServer({ PARCEL_TTL_SECONDS: '1' });
  try {
    const link = await parkParcel(page, server.baseURL, makePdf('birth-certificate.pdf', 20_000));
    const parcel = link.replace(/\/take-home#([^.]+)\..*$/, '/api/parcels/$1');
    await expect.poll(async () => (await fetch(parcel)).status).toBe(410);
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This link has expired: links work for 7 days.');
  } finally {
    await server.stop();
  }
});
