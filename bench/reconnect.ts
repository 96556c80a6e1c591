// Reconnection benchmark: seconds from the link's return to the intake server
// having a submission sent while the link was down, per engine (Chromium, Firefox ESR, WebKitGTK)
// and outage length, with the page left open, and from reopening the app after the outage. The
// link is a TCP proxy that refuses connections (navigator.onLine stays true, no `online` event):
// the scenario is tests/engines/support/reconnect.ts. Target: within 15 s, page open; at once on
// reopening. Long: about 35 minutes with the default outages.
// `npx tsx bench/reconnect.ts [outage seconds...] [--engines=chromium,firefox,webkit]`

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_EXPORT_TOKEN } from '../playwright.config';
import { chromiumEngine } from '../tests/engines/support/chromium';
import type { EngineLauncher, EngineName } from '../tests/engines/support/engine';
import { firefox } from '../tests/engines/support/firefox';
import { startLinkProxy } from '../tests/engines/support/link-proxy';
import { reconnectOnce, type ReconnectSetup } from '../tests/engines/support/reconnect';
import { webkit } from '../tests/engines/support/webkit';
import { startProductionServer } from './production-server';

const args = process.argv.slice(2);
const outages = args.filter((a) => /^\d+$/.test(a)).map(Number);
const outageSeconds = outages.length > 0 ? outages : [60, 600];
const engineArg = args.find((a) => a.startsWith('--engines='))?.slice('--engines='.length);
const launchers: Record<EngineName, EngineLauncher> = { chromium: chromiumEngine, firefox, webkit };
const engines = (engineArg?.split(',') ?? ['chromium', 'firefox', 'webkit']) as EngineName[];

const data = await mkdtemp(path.join(tmpdir(), 'ccis-reconnect-bench-'));
// The server's own database and files, the staff export on, no rate limit (one IP for all).
Object.assign(process.env, {
  INTAKE_PGLITE_DIR: path.join(data, 'db'),
  INTAKE_FILES_DIR: path.join(data, 'files'),
  INTAKE_EXPORT_TOKEN: E2E_EXPORT_TOKEN,
  INTAKE_RATE_LIMIT: '0',
});
const server = await startProductionServer();

const format = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'not delivered');
const rows: string[] = [];
try {
  for (const engine of engines) {
    for (const seconds of outageSeconds) {
      const results: string[] = [];
      for (const mode of ['open', 'reopen'] as const) {
        const link = await startLinkProxy(Number(new URL(server.origin).port));
        const profileDir = await mkdtemp(path.join(tmpdir(), `ccis-bench-${engine}-`));
        const setup: ReconnectSetup = {
          launcher: launchers[engine],
          link,
          profileDir,
          origin: `http://127.0.0.1:${link.port}`,
          server: server.origin,
          outageMs: seconds * 1000,
          mode,
          giveUpMs: 15 * 60_000,
        };
        try {
          const result = await reconnectOnce(setup);
          results.push(
            `${format(result.deliveredAfterMs)}${result.copies.length === 1 ? '' : ` (${result.copies.length} copies!)`}`,
          );
        } finally {
          await link.close();
          await rm(profileDir, { recursive: true, force: true });
        }
      }
      const row = `| ${engine.padEnd(8)} | ${`${seconds} s`.padEnd(6)} | ${results[0]?.padEnd(20)} | ${results[1]?.padEnd(16)} |`;
      rows.push(row);
      console.error(row);
    }
  }
} finally {
  await server.close();
  await rm(data, { recursive: true, force: true });
}

console.log('\nReconnection to delivery (link refused while down, navigator.onLine true, no online event):\n');
console.log('| engine   | outage | page open (from link back) | on reopening the app |');
console.log('| -------- | ------ | -------------------------- | -------------------- |');
for (const row of rows) console.log(row);
