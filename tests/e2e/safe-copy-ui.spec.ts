// Safe copies through the pages, in Chromium with its virtual authenticator (CDP WebAuthn,
// `hasPrf`), against the intake server the tests start (its /api/copies, PGlite and disk): a
// two-child application with files is opened again, the offer turns safe copies on, the passkey
// protects them, the draft list says the copy is up to date; all of the origin's site data is
// cleared, and "Restore with Face ID / fingerprint" on the restore page brings back every answer
// and every file, SHA-256 equal. axe checks the panel. The same draft opens from the recovery link
// in a second browser; both edit it offline, and on reconnecting the changes merge and the field
// changed on both shows what was replaced. Playwright's routing only watches the requests (and
// drops them while the family is "offline"). WebAuthn needs a domain, so the pages are on
// http://localhost (docs/safe-copy.md).

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { addVirtualAuthenticator } from './authenticator';
import { expectNoViolations } from './forms-support';

/** What the bundle exposes to the page (window.safeCopyDb): the drafts' storage, the application's defaults. */
type Db = typeof import('../../src/db') & typeof import('../../src/wizards/application/defaults');
declare global {
  interface Window {
    safeCopyDb: Db;
  }
}

test.use({ bypassCSP: true });

// A flush may still be on its way to the server when a test ends: its route must not outlive it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "export * from './src/db';\nexport * from './src/wizards/application/defaults';",
      resolveDir: path.resolve(import.meta.dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'safeCopyDb',
    write: false,
    target: 'es2022',
    define: { 'import.meta.env': '{}' },
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

/** What the pages sent to the school's /api/copies, and whether the family is offline. */
interface CopiesLink {
  down: boolean;
  /** Each request that reached the server: its method, and the kind of copy a creation asked for. */
  sent: { method: string; kind?: string; status: number }[];
}

/** Watches the page's /api/copies requests on their way to the intake server (`link.down` drops them). */
async function routeCopies(page: Page, link: CopiesLink): Promise<void> {
  await page.route('**/api/copies/**', async (route) => {
    // While `down`, the school's server cannot be reached (the family is offline).
    if (link.down) return route.abort('internetdisconnected');
    const request = route.request();
    const response = await route.fetch();
    // A creation is `PUT /api/copies/{id}` with JSON; a chunk's PUT goes further down the path.
    const creation = request.method() === 'PUT' && /\/api\/copies\/[\w-]+$/.test(new URL(request.url()).pathname);
    const body = creation ? (request.postDataJSON() as { kind?: string } | null) : null;
    link.sent.push({ method: request.method(), status: response.status(), ...(body?.kind ? { kind: body.kind } : {}) });
    await route.fulfill({ response });
  });
}

/** The kinds of copy the server created for the page (201), sorted. */
const created = (link: CopiesLink) =>
  link.sent
    .filter((request) => request.status === 201 && request.kind)
    .map((request) => request.kind)
    .sort();

async function withDb(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'safeCopyDb' in window))) await page.addScriptTag({ content: bundle });
}

/** In the page: the draft's data and each file's field with the SHA-256 of its bytes. */
async function holding(page: Page, id: string) {
  await withDb(page);
  return page.evaluate(async (draftId) => {
    const db = window.safeCopyDb;
    const files: Record<string, string> = {};
    for (const meta of await db.listAttachments(draftId)) {
      const blob = await db.getAttachmentBlob(meta.id);
      const digest = await crypto.subtle.digest('SHA-256', await blob!.arrayBuffer());
      files[meta.field] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    }
    return { data: (await db.loadDraft(draftId))?.data, files };
  }, id);
}

/** A two-child application with a passport for each child, stored in the page's IndexedDB. */
async function twoChildDraft(page: Page): Promise<string> {
  await withDb(page);
  return page.evaluate(async () => {
    const db = window.safeCopyDb;
    const data = db.defaults();
    data.applicants = [db.newApplicant(0), db.newApplicant(1)];
    data.applicants[0]!.info.firstName = 'Anong';
    data.applicants[1]!.info.firstName = 'Niran';
    data.parents.mother.mobilePhone = '081 234 5678';
    const draft = await db.createDraft('application', data, 1);
    for (const index of [0, 1]) {
      const bytes = new Uint8Array(600_000);
      for (let at = 0; at < bytes.length; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      const file = new File([bytes], `passport-${index}.pdf`, { type: 'application/pdf' });
      const stored = await db.putAttachment(draft.id, `applicants.${index}.passport`, file);
      if (!stored.ok) throw new Error(stored.reason);
    }
    return draft.id;
  });
}

test('the offer, the passkey and the restore page bring a two-child application back after a purge', async ({
  page,
  baseURL,
}) => {
  const origin = `http://localhost:${new URL(baseURL ?? '').port}`;
  const server: CopiesLink = { down: false, sent: [] };
  await routeCopies(page, server);
  const cdp = await addVirtualAuthenticator(page, true);

  await page.goto(`${origin}/en/`);
  const draftId = await twoChildDraft(page);
  const before = await holding(page, draftId);

  // The family comes back to its draft: the offer, then the passkey.
  await page.goto(`${origin}/en/application-form/${draftId}`);
  const offer = page.getByRole('region', { name: 'Keep a safe copy of your application?' });
  await expect(offer).toContainText('Nobody at the school can read it');
  await expectNoViolations(page, 'the offer');
  await offer.getByRole('button', { name: 'Keep a safe copy' }).click();
  await page.getByRole('button', { name: 'Protect with Face ID / fingerprint' }).click();
  await expect(page.getByText('Your drafts are protected with your passkey.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your recovery link' })).toHaveValue(/\/restore#[\w-]{43}$/);
  await expectNoViolations(page, 'the passkey and the recovery link');

  // The draft list says when the copy was brought up to date (the key slot went up too).
  await page.goto(`${origin}/en/application-form`);
  await expect(page.getByText(/^Safe copy up to date/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^The server deletes it on /)).toBeVisible();
  await expect.poll(() => created(server)).toEqual(['draft', 'index', 'slot']);

  // Safari's purge, as far as the site is concerned: every kind of site data of the origin.
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await page.goto(`${origin}/en/restore`);
  await page.getByRole('button', { name: 'Restore with Face ID / fingerprint' }).click();
  await expect(page.getByText('1 application restored.')).toBeVisible({ timeout: 30_000 });
  expect(await holding(page, draftId)).toEqual(before);
  // And the family finds it in the form.
  await page.goto(`${origin}/en/application-form/${draftId}`);
  await expect(page.getByRole('textbox', { name: 'First name' }).first()).toHaveValue('Anong');
});

test('the recovery link opens the draft in a second browser; offline edits merge and the conflict shows', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = `http://localhost:${new URL(baseURL ?? '').port}`;
  const server: CopiesLink = { down: false, sent: [] };
  await routeCopies(page, server);
  await page.goto(`${origin}/en/`);
  const draftId = await twoChildDraft(page);
  const draftPage = `${origin}/en/application-form/${draftId}`;
  await page.goto(draftPage);
  await page.getByRole('button', { name: 'Keep a safe copy' }).click();
  const link = await page.getByRole('textbox', { name: 'Your recovery link' }).inputValue();
  await expect.poll(() => created(server)).toEqual(['draft', 'index']);

  const laptop = await browser.newContext({ bypassCSP: true });
  const other = await laptop.newPage();
  await routeCopies(other, server);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, origin));
  await expect(other.getByText('1 application restored.')).toBeVisible({ timeout: 30_000 });
  expect(new URL(other.url()).hash).toBe('');
  expect(await holding(other, draftId)).toEqual(await holding(page, draftId));

  // Both edit offline: the phone first, the laptop after it (its value is the later one).
  await other.goto(draftPage);
  await page.reload();
  server.down = true;
  // Applicant 1's fields, on the first tab.
  const first = (p: Page) => p.getByRole('textbox', { name: 'First name' }).first();
  const family = (p: Page) => p.getByRole('textbox', { name: 'Family name' }).first();
  const stored = async (p: Page) =>
    ((await holding(p, draftId)).data as { applicants: { info: { firstName: string; familyName: string } }[] })
      .applicants[0]?.info;
  await first(page).fill('Anongnart');
  await expect.poll(async () => (await stored(page))?.firstName).toBe('Anongnart');
  await first(other).fill('Anon');
  await family(other).fill('Srisuk');
  await expect.poll(async () => (await stored(other))?.familyName).toBe('Srisuk');

  // Back online: the phone sends, the laptop merges, the phone merges.
  server.down = false;
  const reconnect = (p: Page) => p.evaluate(() => window.dispatchEvent(new Event('online')));
  await reconnect(page);
  const before = server.sent.length;
  await expect
    .poll(() => server.sent.slice(before).filter((request) => request.method === 'POST' && request.status < 300).length)
    .toBeGreaterThan(0);
  await reconnect(other);
  await expect(other.getByRole('note', { name: 'Changed on another device' })).toContainText(
    'The value it replaced: Anongnart',
    { timeout: 20_000 },
  );
  await reconnect(page);
  await expect(first(page)).toHaveValue('Anon', { timeout: 20_000 });
  await expect(family(page)).toHaveValue('Srisuk');
  const note = page.getByRole('note', { name: 'Changed on another device' });
  await expect(note).toContainText('The value it replaced: Anongnart');
  await expect(first(other)).toHaveValue('Anon');
  await other.unrouteAll({ behavior: 'ignoreErrors' });
  await laptop.close();
});
