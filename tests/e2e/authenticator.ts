// A virtual platform authenticator (Chromium's WebAuthn domain) for the passkeys of a page: the
// desk's staff sign-in, and the families' safe copies, whose passkeys need the PRF extension.

import type { CDPSession, Page } from '@playwright/test';

/**
 * Adds an authenticator to `page` that is touched and verified by itself; with `prf` set, a
 * CTAP 2.1 one that has the PRF extension (true) or lacks it (false). Answers the CDP session.
 */
export async function addVirtualAuthenticator(page: Page, prf?: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ...(prf === undefined ? {} : { ctap2Version: 'ctap2_1', hasPrf: prf }),
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}
