// The site's one WordPress client, handed to every render of the build's SSR entry (one module for
// every site in the process): two sites each render their own content, even at the same time, and
// what the client throws means the same inside the SSR bundle (which carries its own copy of the
// content modules) as in the server. Needs the production build's dist/ssr.

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, type Site } from '../../server/app';
import { loadConfig, repoRoot } from '../../server/config';

const SLUG = 'book-week-2026';
const folders: string[] = [];

/** The repository's seed with the English post SLUG retitled `title`. */
function seedWith(title: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ccis-seed-'));
  folders.push(dir);
  for (const part of ['posts', 'pages', 'gallery', 'media.json'])
    cpSync(path.join(repoRoot, 'content-seed', part), path.join(dir, part), { recursive: true });
  const file = path.join(dir, 'posts/en.json');
  const posts = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; title: { rendered: string } }[];
  const post = posts.find((p) => p.slug === SLUG);
  if (!post) throw new Error(`The seed has no post ${SLUG}`);
  post.title.rendered = title;
  writeFileSync(file, JSON.stringify(posts));
  return dir;
}

function siteWith(title: string): Site {
  if (!existsSync(path.join(repoRoot, 'dist/ssr/page-template.json')))
    throw new Error('No production build: run "npm run build" before this test.');
  const data = mkdtempSync(path.join(tmpdir(), 'ccis-site-'));
  folders.push(data);
  return createSite(
    loadConfig({
      CONTENT_SEED_DIR: seedWith(title),
      INTAKE_PGLITE_DIR: path.join(data, 'db'),
      INTAKE_FILES_DIR: path.join(data, 'files'),
    }),
  );
}

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
/** The body of `site`'s answer to `pathname`. */
const textOf = async (site: Site, pathname: string) => (await site.app.request(pathname)).text();

let a: Site;
let b: Site;

beforeAll(async () => {
  a = siteWith('Harbour Day at site A');
  b = siteWith('Lantern Night at site B');
  // Both load the build's SSR entry before either renders.
  await Promise.all([a.renderer?.ready(), b.renderer?.ready()]);
});

afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('two sites in one process', () => {
  it('render their own article, side by side', async () => {
    const rounds = Array.from({ length: 4 }, () => [a, b]).flat();
    const pages = await Promise.all(rounds.map((site) => site.app.request(`/news-updates/${SLUG}`)));
    expect(pages.map((page) => page.status)).toEqual(rounds.map(() => 200));
    const headings = await Promise.all(pages.map(async (page) => h1Of(await page.text())));
    expect(headings).toEqual(rounds.map((site) => (site === a ? 'Harbour Day at site A' : 'Lantern Night at site B')));
  });

  it('list their own news on the home page and in the search index', async () => {
    const [homeA, homeB, indexA, indexB] = await Promise.all([
      textOf(a, '/'),
      textOf(b, '/'),
      textOf(a, '/search/en.json'),
      textOf(b, '/search/en.json'),
    ]);
    expect(homeA).toContain('Harbour Day at site A');
    expect(homeA).not.toContain('Lantern Night at site B');
    expect(homeB).toContain('Lantern Night at site B');
    expect(homeB).not.toContain('Harbour Day at site A');
    expect(indexA).toContain('Harbour Day at site A');
    expect(indexB).toContain('Lantern Night at site B');
    expect(indexB).not.toContain('Harbour Day at site A');
  });
});

describe('errors of the site’s client inside a render', () => {
  it('answer 404 for a news page past the last, in each site', async () => {
    for (const site of [a, b]) {
      expect((await site.app.request('/news-updates/page/2')).status).toBe(200);
      expect((await site.app.request('/news-updates/page/40')).status).toBe(404);
    }
  });
});
