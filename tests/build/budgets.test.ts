// Byte budgets that the build either meets or not (npm run build comes first): the JavaScript
// a document page can ever load, from the build's module graph (dist/build-stats.json); which
// code may never reach a document page; the size of every image in the content seed. The
// browser side (what a page really requests) is tests/e2e/budgets.spec.ts.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentPageJs, formModule, jsBudgetKb, reactModule, totalGzipBytes } from '../../bench/first-load';
import { chunkWith, modulesIn, readBuildStats } from '../../scripts/build-stats';

const root = path.join(import.meta.dirname, '../..');
const stats = readBuildStats(root);
const KB = 1024;

describe('a document page (prose, news, gallery) from the module graph', () => {
  const { beforeLoad, ever } = documentPageJs(stats);

  it(`needs at most ${jsBudgetKb.documentBeforeLoad} KB of JavaScript before its load event`, () => {
    expect(beforeLoad.length).toBeGreaterThan(0);
    expect(totalGzipBytes(beforeLoad) / KB).toBeLessThanOrEqual(jsBudgetKb.documentBeforeLoad);
  });

  it(`can ever load at most ${jsBudgetKb.documentEver} KB, its islands included`, () => {
    expect(ever.length).toBeGreaterThan(beforeLoad.length);
    expect(totalGzipBytes(ever) / KB).toBeLessThanOrEqual(jsBudgetKb.documentEver);
  });

  it('never loads React, the router, the form code, zod, search or the database', () => {
    const modules = modulesIn(stats, ever);
    expect(modules).toContain('src/islands/later.ts');
    expect(modules.filter((m) => reactModule.test(m) || formModule.test(m))).toEqual([]);
    expect(modules.filter((m) => /^(src\/(db|search|app)\/|node_modules\/(dexie|minisearch)\/)/.test(m))).toEqual([]);
  });
});

describe('what every page shares', () => {
  it("no page ships react-intl's message parser: every catalogue arrives compiled", async () => {
    const everywhere = Object.values(stats).flatMap((chunk) => chunk.modules);
    const parser = everywhere.filter((m) => m.startsWith('node_modules/@formatjs/icu-messageformat-parser/'));
    expect(parser).toEqual(['node_modules/@formatjs/icu-messageformat-parser/no-parser.js']);
    const file = path.join(root, 'dist/client', chunkWith(stats, 'src/locales/en.json').file);
    const { default: en } = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
    expect(en['nav.home']).toEqual([{ type: 0, value: 'Home' }]);
    expect(JSON.stringify(en)).not.toContain('{school}');
  });
});

describe("Chromium's compile hint (scripts/chunking.ts)", () => {
  const firstLine = (file: string) => readFileSync(path.join(root, 'dist/client', file), 'utf8').split('\n', 1)[0];
  const hinted = [
    'node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/react-intl/index.js',
    'src/entry-form.tsx',
    'src/entry-client.tsx',
  ].map((module) => chunkWith(stats, module).file);

  it('heads the chunks that run as an app starts: React, react-intl, the form island, the router app', () => {
    expect(new Set(hinted).size).toBe(4);
    for (const file of hinted) expect(firstLine(file)).toBe('//# allFunctionsCalledOnLoad');
  });

  it('is in no other script: the boot script, the islands and the lazy parts compile as they run', () => {
    const others = Object.values(stats)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !hinted.includes(file));
    expect(others.length).toBeGreaterThan(20);
    const withHint = others.filter((file) =>
      readFileSync(path.join(root, 'dist/client', file), 'utf8').includes('allFunctionsCalledOnLoad'),
    );
    expect(withHint).toEqual([]);
  });
});

describe('content seed images', () => {
  const uploads = path.join(root, 'content-seed/uploads');
  const files = readdirSync(uploads, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(path.join(uploads, f)).isFile(),
  );
  /** Largest file per width (px) of the seed's renditions. */
  const maxBytes: Record<string, number> = { 400: 12 * KB, 800: 30 * KB, 1200: 60 * KB };

  it('are WebP renditions 400, 800 or 1200 px wide, each within its byte limit', () => {
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const width = /-(\d+)\.webp$/.exec(file)?.[1];
      expect(width && maxBytes[width], `${file} is not a 400/800/1200 px WebP`).toBeTruthy();
      expect(statSync(path.join(uploads, file)).size, file).toBeLessThanOrEqual(maxBytes[width!]!);
    }
  });

  it('media.json gives each image its real size', () => {
    const media = JSON.parse(readFileSync(path.join(root, 'content-seed/media.json'), 'utf8')) as {
      media_details: { file: string; filesize: number };
    }[];
    expect(media.length).toBeGreaterThan(10);
    for (const item of media) {
      expect(statSync(path.join(uploads, item.media_details.file)).size, item.media_details.file).toBe(
        item.media_details.filesize,
      );
    }
  });
});
