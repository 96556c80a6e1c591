// What the school publishes in WordPress shows without a rebuild: a post published, changed or
// deleted through WordPress's REST API, a gallery item added, a page's Yoast meta changed. With
// the school's plugin calling the site's webhook the site shows it on the very next request,
// however long its cache; without the webhook, within the cache's lifetime.

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runPhp, setOption } from './harness';
import { createItem, deleteItem, updateItem } from './rest';
import { siteFor, type TestSite } from './site';

const wordpress = inject('wordpress');
const SECRET = 'freshness-test-secret';
// A cache far longer than the test: only the webhook can make these changes show.
const hooked = siteFor(wordpress.url, { CONTENT_CACHE_SECONDS: '3600', CONTENT_WEBHOOK_SECRET: SECRET });
// Without the webhook: a one-second cache.
const unhooked = siteFor(wordpress.url, { CONTENT_CACHE_SECONDS: '1' });
let server: ServerType;
const created: number[] = [];
const stamp = Date.now().toString(36);
/** The seeded home page's Yoast description (php/seed.php), put back after the change. */
const HOME_DESCRIPTION = 'A British international school on Koh Samui for ages 2 to 18.';

const text = async (site: TestSite, pathname: string) => (await site.get(pathname)).text();

beforeAll(async () => {
  server = serve({ fetch: hooked.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  setOption(wordpress, 'ccis_site_purge_url', `http://127.0.0.1:${port}/content-webhook`);
  setOption(wordpress, 'ccis_site_purge_secret', SECRET);
  // Everything below is cached before WordPress changes.
  for (const pathname of ['/', '/news-updates', '/school-gallery', '/sitemap.xml', '/search/en.json'])
    await hooked.get(pathname);
});

afterAll(async () => {
  setOption(wordpress, 'ccis_site_purge_url', '');
  for (const id of created) await deleteItem(wordpress, 'posts', id).catch(() => undefined);
  server.close();
  hooked.close();
  unhooked.close();
});

describe('with the webhook', () => {
  const title = `Swimming gala ${stamp}`;
  let id: number;
  let slug: string;

  it('shows a post published in WordPress on the news list, the home page and its own page at once', async () => {
    ({ id, slug } = await createItem(wordpress, 'posts', { title, content: '<p>Lengths and relays.</p>', lang: 'en' }));
    created.push(id);
    expect(await text(hooked, '/news-updates')).toContain(title);
    expect(await text(hooked, '/')).toContain(title);
    const article = await hooked.get(`/news-updates/${slug}`);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('Lengths and relays.');
    expect(html).toMatch(new RegExp(`<link data-head rel="canonical" href="[^"]+/news-updates/${slug}">`));
  });

  it('lists it in the sitemap and the search index', async () => {
    expect(await text(hooked, '/sitemap.xml')).toContain(`/news-updates/${slug}</loc>`);
    expect(await text(hooked, '/search/en.json')).toContain(title);
  });

  it('shows a change of title', async () => {
    await updateItem(wordpress, 'posts', id, { title: `${title} (results)` });
    expect(await text(hooked, `/news-updates/${slug}`)).toContain(`<h1>${title} (results)</h1>`);
    expect(await text(hooked, '/news-updates')).toContain(`${title} (results)`);
  });

  it('takes a deleted post off every page: its own answers 404', async () => {
    await deleteItem(wordpress, 'posts', id);
    expect((await hooked.get(`/news-updates/${slug}`)).status).toBe(404);
    expect(await text(hooked, '/news-updates')).not.toContain(title);
    expect(await text(hooked, '/')).not.toContain(title);
    expect(await text(hooked, '/sitemap.xml')).not.toContain(`/news-updates/${slug}</loc>`);
    expect(await text(hooked, '/search/en.json')).not.toContain(title);
  });

  it('shows a new gallery item and a page’s new description', async () => {
    const gallery = `Book week ${stamp}`;
    const photo = wordpress.seed.photos.crowd!;
    const content = `<!-- wp:gallery --><figure class="wp-block-gallery"><!-- wp:image {"id":${photo}} --><figure class="wp-block-image"><img src="x.jpg" class="wp-image-${photo}"/></figure><!-- /wp:image --></figure><!-- /wp:gallery -->`;
    const item = await createItem(wordpress, 'school_galley', { title: gallery, content, lang: 'en' });
    try {
      expect(await text(hooked, '/school-gallery')).toContain(gallery);
      expect(await text(hooked, `/school-gallery/${item.slug}`)).toContain(
        'alt="Families cheering at the finish line"',
      );
    } finally {
      await deleteItem(wordpress, 'school_galley', item.id);
    }
    // The home page: no other test reads its English description (the files share one WordPress).
    runPhp(wordpress, 'update-page.php', [String(wordpress.seed.home.en), `A school by the sea, ${stamp}.`]);
    try {
      expect(await text(hooked, '/')).toContain(`content="A school by the sea, ${stamp}."`);
    } finally {
      runPhp(wordpress, 'update-page.php', [String(wordpress.seed.home.en), HOME_DESCRIPTION]);
    }
  });
});

describe('without the webhook', () => {
  it('shows a post within the cache’s lifetime', async () => {
    const title = `Sea turtle release ${stamp}`;
    expect(await text(unhooked, '/news-updates')).not.toContain(title);
    const { id } = await createItem(wordpress, 'posts', { title, content: '<p>On Chaweng beach.</p>', lang: 'en' });
    created.push(id);
    await expect.poll(() => text(unhooked, '/news-updates'), { timeout: 10_000, interval: 200 }).toContain(title);
  });
});

describe('the webhook', () => {
  it('refuses a caller without the secret, and is off without one', async () => {
    const wrong = await hooked.app.request('/content-webhook', {
      method: 'POST',
      headers: { Authorization: 'Bearer x' },
    });
    expect(wrong.status).toBe(401);
    expect((await unhooked.app.request('/content-webhook', { method: 'POST' })).status).toBe(404);
  });
});
