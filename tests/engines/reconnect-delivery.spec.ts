// With no Background Sync and no `online` event
// (the link drops and returns while `navigator.onLine` stays true), a submission waiting in the
// outbox reaches the school within 15 s of the link returning, the page staying open. A
// 20-second outage keeps the suite short; bench/reconnect.ts measures 1 and 10 minutes.

import { expect, launchers, serverPort, test } from './support/fixtures';
import { reconnectOnce } from './support/reconnect';

test('a submission waiting for the link is delivered within 15 s of its return, page open', async ({ site }) => {
  test.setTimeout(150_000);
  const result = await reconnectOnce({
    launcher: launchers[site.engine],
    link: site.link,
    profileDir: site.profileDir,
    origin: site.origin,
    server: `http://127.0.0.1:${serverPort()}`,
    outageMs: 20_000,
    mode: 'open',
    giveUpMs: 60_000,
  });
  const seconds = (result.deliveredAfterMs / 1000).toFixed(1);
  expect(result.deliveredAfterMs, `delivered ${seconds} s after the link returned`).toBeLessThanOrEqual(15_000);
  expect(result.copies).toEqual(['complete']);
});
