// Runs commands with one real WordPress for all of them: `npm test` starts it here once and the
// unit and browser runners both use it (they find it in CCIS_WORDPRESS) instead of starting their
// own. Stops it, and removes every file it made, when the commands end or fail.
//   tsx tests/wordpress/with-wordpress.ts "npm run test:unit" "npm run test:e2e"

import { spawnSync } from 'node:child_process';
import { startWordPress } from './harness';
import { describeWordPress, WORDPRESS_ENV } from './shared';

const commands = process.argv.slice(2);
const started = Date.now();
const wordpress = await startWordPress();
console.log(`WordPress ready at ${wordpress.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
let status = 0;
try {
  const env = { ...process.env, [WORDPRESS_ENV]: JSON.stringify(describeWordPress(wordpress)) };
  for (const command of commands) {
    status = spawnSync(command, { shell: true, stdio: 'inherit', env }).status ?? 1;
    if (status !== 0) break;
  }
} finally {
  await wordpress.stop();
}
process.exit(status);
