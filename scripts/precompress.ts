// Writes .br and .gz beside every text file of the build, so the server (or nginx with
// gzip_static/brotli_static) sends compressed bytes without compressing on each request.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|ics)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    if (data.length < 512) continue;
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}
