// The site against a real WordPress (Debian's package, with the stand-ins for Polylang Pro, ACF
// and Yoast): what a visitor's browser receives for news, articles, the gallery and the home page
// is server-rendered HTML with its text, head and links, from content created through WordPress.

import { afterAll, describe, expect, inject, it } from 'vitest';
import { decodeEntities } from '../../src/content/html-text';
import { alternatesOf, canonicalOf, h1Of, publicUrl, siteFor, titleOf } from './site';

const wordpress = inject('wordpress');
const site = siteFor(wordpress.url);
afterAll(() => site.close());

const THAI_LOY = encodeURIComponent('ลอยกระทง-2026');

async function page(pathname: string): Promise<{ status: number; html: string; response: Response }> {
  const response = await site.get(pathname);
  return { status: response.status, html: await response.text(), response };
}

describe('news', () => {
  it('lists the news of each language, linking each article at its one address', async () => {
    const en = await page('/news-updates');
    expect(en.status).toBe(200);
    for (const title of ['Sports Day 2026', 'Loy Krathong 2026', 'Open House 2026']) expect(en.html).toContain(title);
    expect(en.html).toContain('href="/news-updates/sports-day-2026"');
    const th = await page('/th/news-updates');
    expect(th.html).toContain('กีฬาสี 2026');
    expect(th.html).toContain(`href="/th/news-updates/${THAI_LOY}"`);
    expect(th.html).toContain('href="/th/news-updates/sports-day-2026-2"');
    expect(th.html).not.toContain('Weekly bulletin');
  });

  it('shows the latest news on the home page, server-rendered', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('href="/news-updates/sports-day-2026"');
  });

  it('answers an article with its title, text, description, canonical and hreflang in the HTML', async () => {
    const { status, html } = await page('/news-updates/sports-day-2026');
    expect(status).toBe(200);
    expect(html.length).toBeGreaterThan(20_000);
    expect(h1Of(html)).toBe('Sports Day 2026');
    expect(titleOf(html)).toBe('Sports Day 2026 - Coconut Coast International School');
    expect(html).toContain('<meta data-head name="description" content="Races, relays and a tug of war.">');
    expect(html).toContain('Every house ran, jumped and threw from eight until noon.');
    expect(canonicalOf(html)).toBe(publicUrl('/news-updates/sports-day-2026'));
    expect(alternatesOf(html)).toEqual({
      en: publicUrl('/news-updates/sports-day-2026'),
      th: publicUrl('/th/news-updates/sports-day-2026-2'),
      ru: publicUrl('/ru/news-updates/sports-day-2026-3'),
      'zh-CN': publicUrl('/cn/news-updates/sports-day-2026-4'),
      'x-default': publicUrl('/news-updates/sports-day-2026'),
    });
  });

  it('keeps the block editor’s headings, lists, tables, quotes and images with their srcset', async () => {
    const { html } = await page('/news-updates/sports-day-2026');
    const body = html.slice(html.indexOf('class="prose"'));
    for (const tag of [
      '<h2>A day of races</h2>',
      '<li>Tug of war</li>',
      '<td>Coral</td>',
      '<cite>Head of School</cite>',
    ])
      expect(body).toContain(tag);
    const image = /<img[^>]*class="wp-image-\d+"[^>]*>/.exec(body)?.[0] ?? '';
    expect(image).toMatch(/srcSet="[^"]*-300x200\.jpg 300w[^"]*-768x512\.jpg 768w/);
    expect(image).toContain(`src="${wordpress.url}/wp-content/uploads/`);
    expect(image).toContain('alt="Families cheering at the finish line"');
    // The featured image offers no square thumbnail for a 3:2 photo.
    const featured = /<img[^>]*class="wp-image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(featured).toContain('768w');
    expect(featured).not.toContain('150w');
  });

  it('decodes a title full of entities once, and escapes it once', async () => {
    const { html } = await page('/news-updates/show-and-tell');
    expect(decodeEntities(h1Of(html) ?? '')).toBe('Sports & Arts – “Best” Year’s Show & Tell <3');
    expect(html).toContain('Tom &amp; Jerry’s &quot;show&quot;.');
  });

  it('renders a post without a featured image', async () => {
    const { status, html } = await page('/news-updates/weekly-bulletin-3');
    expect(status).toBe(200);
    expect(html).toContain('Notes for families, week 3.');
    expect(html).not.toContain('class="wp-image"');
  });

  it('404s a slug the language does not have, and an unknown one', async () => {
    expect((await site.get('/th/news-updates/sports-day-2026')).status).toBe(404);
    expect((await site.get('/news-updates/no-such-article')).status).toBe(404);
  });
});

describe('Thai, Russian and Chinese slugs', () => {
  it('serve the article at the address encoded once, the standard way', async () => {
    const { status, html } = await page(`/th/news-updates/${THAI_LOY}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('ลอยกระทง 2026');
    expect(canonicalOf(html)).toBe(publicUrl(`/th/news-updates/${THAI_LOY}`));
    expect(alternatesOf(html)).toMatchObject({
      en: publicUrl('/news-updates/loy-krathong-2026'),
      ru: publicUrl(`/ru/news-updates/${encodeURIComponent('лой-кратонг-2026')}`),
      'zh-CN': publicUrl(`/cn/news-updates/${encodeURIComponent('水灯节-2026')}`),
    });
    for (const href of Object.values(alternatesOf(html))) {
      expect((await site.get(new URL(href).pathname)).status, href).toBe(200);
    }
  });

  it.each([
    ['WordPress’s lower-case encoding', `/th/news-updates/${THAI_LOY.toLowerCase()}`],
    ['a link encoded twice', `/th/news-updates/${encodeURIComponent(THAI_LOY.toLowerCase())}`],
  ])('redirect %s to that one address', async (_, address) => {
    const response = await site.get(address);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/th/news-updates/${THAI_LOY}`);
  });
});

describe('hostile HTML saved by an administrator', () => {
  it('reaches the page clean: no script, handler, frame, form, object, svg, style or refresh', async () => {
    const { status, html } = await page('/news-updates/art-week');
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('class="prose"'), html.indexOf('</article>'));
    expect(body).toContain('Still here');
    for (const bad of ['<script', 'onerror', 'onload', 'onclick', 'onmouseover', 'javascript:', '<iframe', '<form']) {
      expect(body, bad).not.toContain(bad);
    }
    for (const bad of ['<object', '<svg', '<style', 'http-equiv', 'evil.example', 'style="'])
      expect(body).not.toContain(bad);
    expect(html).not.toContain('alert(');
  });

  it('leaves no address that would resolve against the site as junk', async () => {
    const { html } = await page('/news-updates/art-week');
    const body = html.slice(html.indexOf('class="prose"'), html.indexOf('</article>'));
    expect(body).not.toMatch(/src="x"|href="foo"/);
    expect(body).toContain(`src="${wordpress.url}/wp-content/uploads/none.jpg"`);
    expect(body).toContain('href="/news-updates"');
  });
});

describe('the content proxy the page reads WordPress through', () => {
  it('relays articles with their HTML already clean, so no browser parses a handler', async () => {
    const response = await site.get('/wp-json/wp/v2/posts?slug=art-week&_embed=1');
    expect(response.status).toBe(200);
    const [post] = (await response.json()) as { content: { rendered: string }; title: { rendered: string } }[];
    expect(post?.title.rendered).toBe('Art week');
    expect(post?.content.rendered).toContain('Still here');
    expect(post?.content.rendered).toContain(`src="${wordpress.url}/wp-content/uploads/none.jpg"`);
    for (const bad of ['onerror', 'onclick', 'onload', 'onmouseover', '<script', '<svg', 'javascript:', 'src="x"'])
      expect(post?.content.rendered, bad).not.toContain(bad);
  });
});

describe('embedded videos', () => {
  it('become links to the video, labelled in the visitor’s language, with their caption', async () => {
    const en = await page('/news-updates/sports-day-2026');
    expect(en.html).toContain(
      '<a class="video-embed" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"><span class="video-embed__play" aria-hidden="true"></span><span class="video-embed__text"><span class="video-embed__action">Play the video</span><span class="video-embed__title">Sports Day 2026 highlights</span><span class="video-embed__source">YouTube</span></span></a>',
    );
    expect(en.html).toContain('href="https://vimeo.com/76979871"');
    expect(en.html).toContain('Highlights of the day');
    expect(en.html).not.toMatch(/<iframe/);
    const th = await page('/th/news-updates/sports-day-2026-2');
    expect(th.html).toContain('<span class="video-embed__action">เล่นวิดีโอ</span>');
    expect(th.html).toContain('ไฮไลต์ของวัน');
  });

  it('are allowed by the Content-Security-Policy as players, and nothing else is', async () => {
    const csp = (await site.get('/news-updates/sports-day-2026')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
  });
});

describe('the gallery', () => {
  it('lists items by section, and items in no known section under "More photos"', async () => {
    const { status, html } = await page('/school-gallery');
    expect(status).toBe(200);
    const section = (id: string) =>
      html.slice(html.indexOf(`id="${id}"`), html.indexOf('</section>', html.indexOf(`id="${id}"`)));
    expect(section('boarding')).toContain('Boarders’ weekend');
    expect(section('facilities')).toContain('New science lab');
    expect(section('other')).toContain('Kitchen garden');
    expect(section('other')).toContain('Sports Day photos');
  });

  it('shows an ACF gallery given as attachment ids, with the attachments’ sizes', async () => {
    const { status, html } = await page('/school-gallery/boarding-weekend');
    expect(status).toBe(200);
    expect(html).toContain('alt="Boarders on a longtail boat to Ang Thong"');
    expect(html).toContain('alt="The boarding villa in the evening"');
    expect(alternatesOf(html)).toMatchObject({ th: publicUrl('/th/school-gallery/boarding-weekend-2') });
  });

  it('shows the photos of a Gallery block when the item has no ACF fields (not a 500)', async () => {
    const { status, html } = await page('/school-gallery/sports-day-photos');
    expect(status).toBe(200);
    expect(html).toContain('The morning of races, in pictures.');
    expect(html).toContain('alt="Year 6 runners on the track at Sports Day"');
    expect(html).toContain('alt="Families cheering at the finish line"');
  });

  it('shows an empty gallery as empty, and an unknown section as no section', async () => {
    const empty = await page('/school-gallery/new-science-lab');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('There are no photos in this section yet.');
    const unknown = await page('/school-gallery/kitchen-garden');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('alt="Raised beds in the kitchen garden"');
  });
});

describe('pages from WordPress', () => {
  it('take their title and description from Yoast, per language', async () => {
    const th = await page('/th');
    expect(titleOf(th.html)).toBe('โรงเรียนนานาชาติโคโคนัทโคสต์ เกาะสมุย');
    const fees = await page('/school-fees');
    expect(fees.html).toContain('<meta data-head name="description" content="Fees for 2026/27, from WordPress.">');
  });
});
