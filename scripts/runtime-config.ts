// Writes dist/client/app-config.json: the runtime configuration a static host serves (the
// project's server answers the same path from its own environment). Edit the file to point a
// deployed build at another API without rebuilding.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RUNTIME_CONFIG_PATH, runtimeConfigFromEnv } from '../src/config/runtime';

export async function writeRuntimeConfig(distDir: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await writeFile(path.join(distDir, RUNTIME_CONFIG_PATH), `${JSON.stringify(runtimeConfigFromEnv(env), null, 2)}\n`);
}
