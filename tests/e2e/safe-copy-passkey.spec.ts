// The passkey of safe copies in Chromium with its virtual authenticator (CDP WebAuthn, `hasPrf`):
// src/safe-copy/passkey.ts, bundled on the fly and run in a page of the site, makes a passkey only
// when PRF is enabled and two evaluations agree; the touch of "Restore my applications" gives the
// same 32 bytes again, also after all of the origin's site data was cleared (as Safari's purge
// does: the credential is not site data); without PRF the page is told so. WebAuthn needs a
// domain, so the page is on http://localhost (docs/safe-copy.md).

import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { addVirtualAuthenticator } from './authenticator';

interface PasskeyModule {
  createPasskey(labels: { site: string; user: string }): Promise<{ output: Uint8Array; credentialId: string }>;
  evaluatePrf(): Promise<{ output: Uint8Array; credentialId: string }>;
}
declare global {
  interface Window {
    safeCopyPasskey: PasskeyModule;
  }
}

// The page adds the module as a script of its own: the site's CSP allows no inline script.
test.use({ bypassCSP: true });

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: "export * from './src/safe-copy/passkey';",
      resolveDir: path.resolve(import.meta.dirname, '../..'),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'safeCopyPasskey',
    write: false,
    target: 'es2022',
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

async function open(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/en/`);
  await page.addScriptTag({ content: bundle });
}

const localhost = (baseURL: string | undefined) => `http://localhost:${new URL(baseURL ?? '').port}`;

test('a passkey with PRF gives the same 32 bytes at creation, at restore, and after the site data is cleared', async ({
  page,
  baseURL,
}) => {
  const origin = localhost(baseURL);
  const cdp = await addVirtualAuthenticator(page, true);
  await open(page, origin);
  const made = await page.evaluate(async () => {
    const { output, credentialId } = await window.safeCopyPasskey.createPasskey({
      site: 'CCIS',
      user: 'Our applications',
    });
    return { output: Array.from(output), credentialId };
  });
  expect(made.output).toHaveLength(32);
  const touched = await page.evaluate(async () => {
    const { output, credentialId } = await window.safeCopyPasskey.evaluatePrf();
    return { output: Array.from(output), credentialId };
  });
  expect(touched).toEqual(made);

  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await open(page, origin);
  const afterPurge = await page.evaluate(async () => Array.from((await window.safeCopyPasskey.evaluatePrf()).output));
  expect(afterPurge).toEqual(made.output);
});

test('without PRF no passkey is used, and the page is told why', async ({ page, baseURL }) => {
  await addVirtualAuthenticator(page, false);
  await open(page, localhost(baseURL));
  const problem = await page.evaluate(() =>
    window.safeCopyPasskey.createPasskey({ site: 'CCIS', user: 'Our applications' }).then(
      () => 'made',
      (error: { problem?: string }) => error.problem ?? String(error),
    ),
  );
  expect(problem).toBe('no-prf');
});
