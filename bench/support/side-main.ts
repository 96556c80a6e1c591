// A helper of the load benchmark in a process of its own, so that its work does not share an
// event loop with the families' load: `s3` runs the S3 emulator of tests/support, `proxy
// <upstream>...` the round-robin proxy (keep-alive, as a load balancer under load), each on a free
// port. It prints one JSON line once listening (where), and stops cleanly on SIGTERM.

import { startRoundRobinProxy } from '../../tests/support/round-robin-proxy';
import { startS3Emulator } from '../../tests/support/s3-emulator';

const [what, ...upstreams] = process.argv.slice(2);

async function start(): Promise<{ ready: unknown; stop: () => Promise<void> }> {
  if (what === 's3') {
    // Its own faults (500s) go to stderr, which the benchmark shares.
    const s3 = await startS3Emulator((request, error) =>
      console.error(`S3 emulator fault on ${request}: ${error.stack ?? String(error)}`),
    );
    return { ready: { config: s3.config, dir: s3.dir }, stop: () => s3.stop() };
  }
  if (what === 'proxy') {
    const proxy = await startRoundRobinProxy(upstreams, { keepAlive: true });
    return { ready: { url: proxy.url }, stop: () => proxy.close() };
  }
  throw new Error(`usage: side-main.ts s3 | proxy <upstream>...`);
}

const { ready, stop } = await start();
process.stdout.write(`${JSON.stringify(ready)}\n`);
process.once('SIGTERM', () => {
  void stop().finally(() => process.exit(0));
});
