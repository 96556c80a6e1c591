// A real WordPress for the tests and benchmarks: Debian's `wordpress` package with MariaDB and
// PHP's built-in server, all on loopback and in a temporary folder (no system service). MariaDB
// listens on a Unix socket only; WordPress reads /etc/wordpress/config-<name>.php (Debian's
// wp-config.php picks it by WORDPRESS_CONFIG, which tests/wordpress/php/router.php sets) with
// WP_CONTENT_DIR in the temporary folder, so mu-plugins and uploads are the run's own. It is
// installed and seeded through WordPress's own functions (php/install.php, php/seed.php).
// stop() ends both processes and removes every file it made, the config file included.

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/ports';
import { answers, asGroup, signalChild, socketExists, stopChild, waitFor } from './processes';

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');
const WORDPRESS = '/usr/share/wordpress';

/** Ids of what php/seed.php made, by language where it made several. */
export interface SeedIds {
  photos: Record<string, number>;
  sports: Record<string, number>;
  loy: Record<string, number>;
  open: Record<string, number>;
  hostile: Record<string, number>;
  entities: Record<string, number>;
  plain: number[];
  home: Record<string, number>;
  fees: Record<string, number>;
  boarding: Record<string, number>;
  block_gallery: Record<string, number>;
  unknown_section: Record<string, number>;
  empty_gallery: Record<string, number>;
}

export interface TestWordPress {
  /** The site's address, e.g. http://127.0.0.1:4320 (`/p/bare` and `/p/no-translations` are profiles). */
  url: string;
  /** `Authorization` header value for REST writes (an application password of the admin). */
  auth: string;
  seed: SeedIds;
  /** Name of the run's /etc/wordpress/config-<name>.php. */
  config: string;
  /** host:port WordPress answers as. */
  host: string;
  stop(): Promise<void>;
}

/** Runs one of php/*.php against the WordPress of `config`, as WordPress's command line would. */
export function runPhp(target: { config: string; host: string }, script: string, args: string[] = []): string {
  const env = { ...process.env, CCIS_WP_CONFIG: target.config, CCIS_WP_HOST: target.host };
  return execFileSync('php', [path.join(here, 'php', script), ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Sets a WordPress option through WordPress (the website's purge address, say). */
export function setOption(target: { config: string; host: string }, name: string, value: string): void {
  runPhp(target, 'option.php', [name, value]);
}

function requireInstalled(): void {
  const missing = [
    [`${WORDPRESS}/wp-load.php`, 'wordpress'],
    ['/usr/sbin/mariadbd', 'mariadb-server'],
    ['/usr/bin/php', 'php-cli'],
  ].filter(([file]) => !existsSync(file!));
  if (missing.length > 0)
    throw new Error(
      `A real WordPress is needed: install ${missing.map(([, pkg]) => pkg).join(', ')} php-mysql php-gd php-xml ` +
        'php-mbstring php-curl with apt-get (.ci/run does it).',
    );
}

function configFile(name: string, dir: string, url: string, socket: string): string {
  return `<?php
// Written by tests/wordpress/harness.ts for one test run; removed when it ends.
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('WP_CONTENT_DIR', '${dir}/content');
define('WP_CONTENT_URL', '${url}/wp-content');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost');
define('AUTH_KEY', '${randomBytes(16).toString('hex')}');
define('SECURE_AUTH_KEY', '${randomBytes(16).toString('hex')}');
define('LOGGED_IN_KEY', '${randomBytes(16).toString('hex')}');
define('NONCE_KEY', '${randomBytes(16).toString('hex')}');
$table_prefix = 'wp_';
`;
}

/** Starts, installs and seeds a WordPress; about half a minute on these machines. */
export async function startWordPress(options: { port?: number } = {}): Promise<TestWordPress> {
  requireInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'ccis-wordpress-'));
  const name = `ccis-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const config = `/etc/wordpress/config-${name}.php`;
  const socket = path.join(dir, 'mysql.sock');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    CCIS_WP_CONFIG: name,
    CCIS_WP_CONTENT: path.join(dir, 'content'),
    CCIS_WP_HOST: `127.0.0.1:${port}`,
  };
  const children: ChildProcess[] = [];
  const logOf = (file: string) => () => (existsSync(file) ? readFileSync(file, 'utf8').slice(-2000) : '');

  const cleanUp = () => {
    for (const child of children) if (child.exitCode === null) signalChild(child, 'SIGKILL');
    rmSync(config, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  // A runner that dies before stop() still leaves nothing behind.
  process.once('exit', cleanUp);
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    process.removeListener('exit', cleanUp);
    cleanUp();
  };

  try {
    for (const sub of ['content/mu-plugins', 'content/plugins', 'content/uploads'])
      mkdirSync(path.join(dir, sub), { recursive: true });
    symlinkSync(`${WORDPRESS}/wp-content/themes`, path.join(dir, 'content/themes'));
    const muPlugins = path.join(here, 'mu-plugins');
    for (const file of readdirSync(muPlugins))
      symlinkSync(path.join(muPlugins, file), path.join(dir, 'content/mu-plugins', file));
    symlinkSync(path.join(repo, 'wordpress/ccis-school'), path.join(dir, 'content/plugins/ccis-school'));

    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${dir}/data`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: 'ignore' },
    );
    const mariadbLog = path.join(dir, 'mariadb.log');
    const phpLog = path.join(dir, 'php.log');
    children.push(
      spawn(
        '/usr/sbin/mariadbd',
        [
          '--no-defaults',
          `--datadir=${dir}/data`,
          `--socket=${socket}`,
          '--skip-networking',
          '--user=root',
          `--pid-file=${dir}/mariadb.pid`,
          `--log-error=${mariadbLog}`,
          '--innodb-buffer-pool-size=64M',
          '--skip-log-bin',
          '--innodb-flush-log-at-trx-commit=0',
        ],
        { stdio: 'ignore' },
      ),
    );
    await waitFor('MariaDB', socketExists(socket), { child: children[0], log: logOf(mariadbLog) });
    execFileSync(
      'mariadb',
      [
        '--no-defaults',
        '-S',
        socket,
        '-u',
        'root',
        '-e',
        'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      ],
      { stdio: 'ignore' },
    );

    writeFileSync(config, configFile(name, dir, url, socket));
    const target = { config: name, host: `127.0.0.1:${port}` };
    const lastLine = (output: string) => output.trim().split('\n').pop() ?? '';
    const { user, password } = JSON.parse(lastLine(runPhp(target, 'install.php'))) as {
      user: string;
      password: string;
    };
    const seed = JSON.parse(lastLine(runPhp(target, 'seed.php'))) as SeedIds;

    // Its own process group: the server forks workers, and stopChild() ends the whole group.
    const server = asGroup(
      spawn('php', ['-S', `127.0.0.1:${port}`, '-t', WORDPRESS, path.join(here, 'php/router.php')], {
        env: { ...env, PHP_CLI_SERVER_WORKERS: '4' },
        stdio: ['ignore', openSync(phpLog, 'a'), openSync(phpLog, 'a')],
        detached: true,
      }),
    );
    children.push(server);
    await waitFor('WordPress', answers(`${url}/wp-json/`), { child: server, log: logOf(phpLog) });

    return {
      url,
      auth: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      seed,
      ...target,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
