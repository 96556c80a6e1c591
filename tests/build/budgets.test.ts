// Byte budgets that the build either meets or not (npm run build comes first): the JavaScript
// each kind of prerendered page needs, from the build's module graph (dist/build-stats.json);
// which code may never reach a content page; the size of every image in the content seed.
// The browser side (what a page really requests) is tests/e2e/budgets.spec.ts.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedPageJs, formModule, jsBudgetKb, totalGzipBytes } from '../../bench/first-load';
import { chunkOf, chunkWith, modulesIn, reachable, readBuildStats } from '../../scripts/build-stats';
import { locales } from '../../src/i18n/locales';

const root = path.join(import.meta.dirname, '../..');
const stats = readBuildStats(root);
const KB = 1024;

const samples = [
  { kind: 'content', id: 'curriculum' },
  { kind: 'content', id: 'school-fees' },
  { kind: 'home', id: 'home' },
  { kind: 'news-list', id: 'news' },
  { kind: 'news-article', id: 'news-article' },
] as const;

describe('JavaScript budgets (gzip, first visit, from the module graph)', () => {
  for (const sample of samples) {
    for (const locale of locales) {
      it(`${sample.kind} ${sample.id} (${locale}) needs at most ${jsBudgetKb[sample.kind]} KB`, () => {
        const files = expectedPageJs(stats, { ...sample, locale });
        expect(files.length).toBeGreaterThan(3);
        expect(totalGzipBytes(files) / KB).toBeLessThanOrEqual(jsBudgetKb[sample.kind]);
      });
    }
  }
});

describe('code that stays off the pages that do not need it', () => {
  // Every page loads the entry (src/boot.ts) and, after its first paint, the app it starts.
  const entry = Object.values(stats).find((chunk) => chunk.isEntry)!;
  const app = chunkWith(stats, 'src/entry-client.tsx');
  const firstLoad = modulesIn(stats, reachable(stats, [entry.file, app.file]));

  it("no page ships react-intl's message parser: every catalogue arrives compiled", async () => {
    const everywhere = Object.values(stats).flatMap((chunk) => chunk.modules);
    const parser = everywhere.filter((m) => m.startsWith('node_modules/@formatjs/icu-messageformat-parser/'));
    expect(parser).toEqual(['node_modules/@formatjs/icu-messageformat-parser/no-parser.js']);
    expect(firstLoad).toContain(parser[0]);
    const file = path.join(root, 'dist/client', chunkWith(stats, 'src/locales/en.json').file);
    const { default: en } = (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> };
    expect(en['nav.home']).toEqual([{ type: 0, value: 'Home' }]);
    expect(JSON.stringify(en)).not.toContain('{school}');
  });

  it('the entry (every page) has no form, search, zod or IndexedDB code', () => {
    expect(firstLoad.length).toBeGreaterThan(20);
    const banned =
      /^(src\/(forms|wizards|search|db)\/|node_modules\/(react-hook-form|@hookform|zod|minisearch|dexie)\/)/;
    expect(firstLoad.filter((m) => banned.test(m))).toEqual([]);
  });

  it('a content page can never load form code, even on later navigations', () => {
    // Everything the page's own code imports, now or later (the router in the entry, which can
    // load any page, aside).
    const page = chunkOf(stats, 'src/app/pages/content-page.tsx');
    const everything = modulesIn(
      stats,
      reachable(stats, [page.file], { dynamic: true, notThrough: [entry.file, app.file] }),
    );
    expect(everything).toContain('src/app/pages/content-page.tsx');
    expect(
      everything.filter((m) => /^(src\/(forms|wizards)\/|node_modules\/(react-hook-form|@hookform)\/)/.test(m)),
    ).toEqual([]);
  });

  it('no content page needs form code or zod on its first visit', () => {
    for (const locale of locales) {
      const modules = modulesIn(stats, expectedPageJs(stats, { kind: 'content', id: 'curriculum', locale }));
      expect(modules.filter((m) => formModule.test(m))).toEqual([]);
    }
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
