// WebKitGTK (the engine of Safari) driven by webdriverio over classic WebDriver: Debian's
// WebKitWebDriver under xvfb-run starts MiniBrowser in automation mode. Two things MiniBrowser
// does not do there are added from outside:
// - persistence: the LD_PRELOAD shim in ../webkit/persistent-data-manager.c (compiled here with the
//   system C compiler) gives it a persistent data manager on the profile's `data/` and `cache/`
//   folders, so a restart keeps IndexedDB, Cache Storage, service workers and the HTTP cache;
// - console: `--enable-write-console-messages-to-stdout` (a WebKit setting MiniBrowser takes as an
//   option) prints every console message, which automation does not report, to the driver's
//   output: "CONSOLE JS ERROR …", "CONSOLE SECURITY ERROR …".

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { freePort } from './ports';
import {
  callSource,
  pause,
  waitFor,
  type EngineBrowser,
  type EngineLauncher,
  type EnginePage,
  type PageFunction,
} from './engine';

const SHIM_SOURCE = path.join(import.meta.dirname, '../webkit/persistent-data-manager.c');

/** MiniBrowser of Debian's WebKitGTK (webkit2gtk-driver), whatever the architecture's triplet. */
export function miniBrowserPath(): string {
  const candidates = readdirSync('/usr/lib').flatMap((triplet) =>
    ['webkit2gtk-4.1', 'webkit2gtk-4.0'].map((dir) => path.join('/usr/lib', triplet, dir, 'MiniBrowser')),
  );
  const found = process.env.MINIBROWSER_PATH ?? candidates.find((file) => existsSync(file));
  if (!found) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  return found;
}

/** The shim, compiled once per source version into the temp folder. */
function compiledShim(): string {
  const source = readFileSync(SHIM_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const library = path.join(tmpdir(), `ccis-webkit-persistent-${hash}.so`);
  if (!existsSync(library)) {
    const partial = `${library}.${process.pid}.tmp`;
    execFileSync('cc', ['-shared', '-fPIC', '-O2', '-Wall', '-o', partial, SHIM_SOURCE, '-ldl']);
    execFileSync('mv', [partial, library]);
  }
  return library;
}

async function startDriver(profileDir: string, port: number, lines: string[]): Promise<ChildProcess> {
  const data = path.join(profileDir, 'data');
  const cache = path.join(profileDir, 'cache');
  mkdirSync(data, { recursive: true });
  mkdirSync(cache, { recursive: true });
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    env: { ...process.env, LD_PRELOAD: compiledShim(), CCIS_WEBKIT_DATA_DIR: data, CCIS_WEBKIT_CACHE_DIR: cache },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  driver.stdout?.on('data', collect);
  driver.stderr?.on('data', collect);
  await waitFor(
    'WebKitWebDriver to listen',
    async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${lines.join('\n')}`);
      return fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      );
    },
    15_000,
    100,
  );
  return driver;
}

async function stopDriver(driver: ChildProcess): Promise<void> {
  if (driver.exitCode !== null || driver.pid === undefined) return;
  const exited = new Promise((resolve) => driver.once('exit', resolve));
  // xvfb-run, Xvfb, the driver and MiniBrowser's processes share the group started above.
  process.kill(-driver.pid, 'SIGTERM');
  await Promise.race([exited, pause(5000)]);
  if (driver.exitCode === null) process.kill(-driver.pid, 'SIGKILL');
}

export const webkit: EngineLauncher = {
  engine: 'webkit',
  async open(profileDir, origin) {
    const lines: string[] = [];
    const port = await freePort();
    const driver = await startDriver(profileDir, port, lines);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath(),
          args: ['--automation', '--enable-write-console-messages-to-stdout=true'],
        },
      } as WebdriverIO.Capabilities,
    }).catch(async (error: unknown) => {
      await stopDriver(driver);
      throw error;
    });
    await browser.setWindowSize(1280, 900).catch(() => undefined);
    const element = async (selector: string) => {
      const found = await browser.$(selector);
      await found.waitForExist({ timeout: 10_000 });
      // WebKitWebDriver refuses to type into or click fields below the fold.
      await found.scrollIntoView({ block: 'center' });
      return found;
    };
    const page: EnginePage = {
      async goto(target) {
        await browser.url(new URL(target, origin).href);
      },
      url: () => browser.getUrl(),
      evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
        return browser.execute(`return ${callSource(fn, arg)};`) as Promise<R>;
      },
      async click(selector) {
        await (await element(selector)).click();
      },
      async type(selector, text) {
        const field = await element(selector);
        await field.click();
        await field.addValue(text);
      },
      async pressEnter() {
        await browser.keys('Enter');
      },
    };
    return {
      engine: 'webkit',
      page,
      errors: () => lines.filter((line) => /^CONSOLE \w+ ERROR /.test(line)),
      async close() {
        await browser.deleteSession().catch(() => undefined);
        await stopDriver(driver);
      },
    } satisfies EngineBrowser;
  },
  async purgeHttpCache(profileDir) {
    // The network cache of the data manager; Cache Storage (cache/CacheStorage) and the data
    // folder (IndexedDB, service workers) stay.
    await rm(path.join(profileDir, 'cache', 'WebKitCache'), { recursive: true, force: true });
  },
};
