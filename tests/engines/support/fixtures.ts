// The fixture of the cross-engine tests: per test, a link proxy in front of the test server, a
// fresh profile folder, and the project's engine (playwright.config.ts: `engine` option) to open
// on it, closed and deleted afterwards. The site's origin is the proxy's, so every request of the
// browser and its service worker goes over the link the test controls.

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { chromiumEngine } from './chromium';
import type { EngineBrowser, EngineLauncher, EngineName } from './engine';
import { firefox } from './firefox';
import { startLinkProxy, type LinkProxy } from './link-proxy';
import { webkit } from './webkit';
import { serverPort } from './ports';

export const launchers: Record<EngineName, EngineLauncher> = { chromium: chromiumEngine, firefox, webkit };

export { serverPort };

export interface Site {
  readonly engine: EngineName;
  /** http://127.0.0.1:<proxy port>: what the browser calls the site. */
  readonly origin: string;
  /** The family's Wi-Fi. */
  readonly link: LinkProxy;
  readonly profileDir: string;
  /** Starts the browser on the test's profile (again, after `close`). */
  open(): Promise<EngineBrowser>;
  /** The open browser. */
  readonly browser: EngineBrowser;
  /** Closes the browser (a phone killing the app); the profile stays. */
  close(): Promise<void>;
  /** Closes the browser if open and deletes its HTTP cache only (iOS under storage pressure). */
  purgeHttpCache(): Promise<void>;
  /**
   * Closes the browser if open and deletes everything the site stored in it (Safari's purge after
   * 7 days without a visit, or a new phone): the profile starts empty on the next `open`.
   */
  purgeSiteData(): Promise<void>;
}

export const test = base.extend<{ site: Site }, { engine: EngineName }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  site: async ({ engine }, use) => {
    const launcher = launchers[engine];
    const link = await startLinkProxy(serverPort());
    const profileDir = await mkdtemp(path.join(tmpdir(), `ccis-${engine}-profile-`));
    const origin = `http://127.0.0.1:${link.port}`;
    let current: EngineBrowser | undefined;
    const site: Site = {
      engine,
      origin,
      link,
      profileDir,
      async open() {
        if (current) throw new Error('the browser is already open');
        current = await launcher.open(profileDir, origin);
        return current;
      },
      get browser() {
        if (!current) throw new Error('the browser is not open');
        return current;
      },
      async close() {
        const closing = current;
        current = undefined;
        await closing?.close();
      },
      async purgeHttpCache() {
        await site.close();
        await launcher.purgeHttpCache(profileDir);
      },
      async purgeSiteData() {
        await site.close();
        await rm(profileDir, { recursive: true, force: true });
        await mkdir(profileDir);
      },
    };
    try {
      await use(site);
    } finally {
      await site.close().catch(() => undefined);
      await link.close();
      await rm(profileDir, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';
