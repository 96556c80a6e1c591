// The reconnection scenario, shared by tests/engines/reconnect-delivery.spec.ts
// (a 20 s outage) and bench/reconnect.ts (1 and 10 minutes): a family sends the contact form while
// the link is down (no `online` event will come), the link stays down for the outage, comes back,
// and the clock runs from the link's return (page left open) or from the app's reopening (browser
// closed during the outage) until the intake server has the submission.

import { randomUUID } from 'node:crypto';
import type { EngineBrowser, EngineLauncher, EnginePage } from './engine';
import { pause, waitFor } from './engine';
import type { LinkProxy } from './link-proxy';
import { clickText, exported, fieldId, storedRows, valueAt, whenInteractive, whenOfflineReady } from './site';

/** Fills and sends the English contact form with the link down; returns the e-mail that identifies it. */
export async function sendContactRequest(page: EnginePage): Promise<string> {
  const email = `reconnect.${randomUUID().slice(0, 8)}@example.com`;
  await page.type(`#${fieldId('fullName')}`, 'Niran Boonmee');
  await page.type(`#${fieldId('email')}`, email);
  await page.type(`#${fieldId('mobile')}`, '081 234 5678');
  await page.click('input[name="purpose"][value="academics"]');
  await page.type(`#${fieldId('message')}`, 'Which subjects does Year 10 take?');
  await clickText(page, 'button', 'Submit');
  await waitFor('the submission to wait in the outbox', async () => {
    const rows = await storedRows(page, 'outbox');
    return rows.length === 1 && rows[0]?.status === 'queued' && (rows[0]?.attempts as number) >= 1;
  });
  return email;
}

export interface ReconnectSetup {
  launcher: EngineLauncher;
  link: LinkProxy;
  profileDir: string;
  /** The site as the browser sees it (through `link`). */
  origin: string;
  /** The server itself, for the staff export. */
  server: string;
  outageMs: number;
  /** 'open': the page stays open through the outage; 'reopen': the browser is closed and started again. */
  mode: 'open' | 'reopen';
  /** Gives up after this long without delivery (then `Infinity` is reported). */
  giveUpMs?: number;
}

export interface ReconnectResult {
  /** From the link's return ('open') or the app's reopening ('reopen') to the school having it. */
  deliveredAfterMs: number;
  /** Copies the school holds (must be 1) and their states. */
  copies: string[];
}

/** Runs the scenario once on a fresh profile; closes the browser it opened. */
export async function reconnectOnce(setup: ReconnectSetup): Promise<ReconnectResult> {
  const { launcher, link, profileDir, origin, server, outageMs, mode, giveUpMs = 120_000 } = setup;
  let browser: EngineBrowser | undefined = await launcher.open(profileDir, origin);
  try {
    await browser.page.goto('/contact-us');
    await whenOfflineReady(browser.page, 'en');
    await whenInteractive(browser.page);
    await link.down();
    const downAt = Date.now();
    const email = await sendContactRequest(browser.page);
    if (mode === 'reopen') {
      await browser.close();
      browser = undefined;
    }
    // The outage itself is the scenario, not a wait for the page.
    await pause(Math.max(0, downAt + outageMs - Date.now()));
    await link.up();
    let startedAt = Date.now();
    if (mode === 'reopen') {
      browser = await launcher.open(profileDir, origin);
      startedAt = Date.now();
      await browser.page.goto('/contact-us');
    }
    const mine = (s: { data: unknown }) => valueAt(s.data, 'email') === email;
    const deliveredAfterMs = await waitFor(
      'the school to receive it',
      async () => (await exported(mine, server)).length > 0,
      giveUpMs,
      250,
    ).then(
      () => Date.now() - startedAt,
      () => Number.POSITIVE_INFINITY,
    );
    const copies = (await exported(mine, server)).map((s) => s.status);
    return { deliveredAfterMs, copies };
  } finally {
    await browser?.close();
  }
}
