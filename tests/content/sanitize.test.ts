// @vitest-environment node
// WordPress HTML sanitising (with a jsdom window, as in the prerender and the server) and
// plain-text extraction.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/content/html-text';
import { sanitizeWpHtml } from '../../src/content/sanitize';
import { createNodeWindow } from '../../src/content/sanitize-node';

const window = createNodeWindow();
const clean = (html: string): string => sanitizeWpHtml(html, { window, contentOrigin: 'https://cms.example.com' });

/** Parses sanitised HTML so assertions are about the DOM, not string formatting. */
function dom(html: string): DocumentFragment {
  const template = window.document?.createElement('template');
  if (!template) throw new Error('jsdom window without a document');
  template.innerHTML = clean(html);
  return template.content;
}

describe('sanitizeWpHtml', () => {
  it('removes scripts with their content', () => {
    const out = clean('<p>Hello</p><script>alert(1)</script><p>there</p>');
    expect(out).toBe('<p>Hello</p><p>there</p>');
  });

  it('removes event handlers, and an image whose address would resolve against the page as junk', () => {
    const img = dom('<img src="/wp-content/uploads/a.jpg" onerror=alert(1)>').querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cms.example.com/wp-content/uploads/a.jpg');
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(dom('<p><img src=x onerror=alert(1)><img src="../y.jpg"></p>').querySelector('img')).toBeNull();
    expect(clean('<p onclick="steal()" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('drops relative links, keeps the site’s own pages, and points WordPress’s files at WordPress', () => {
    const links = dom(
      '<a href="foo">a</a><a href="../bar">b</a><a href="/school-fees">c</a><a href="/wp-content/uploads/f.pdf">d</a><a href="#top">e</a>',
    ).querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      null,
      null,
      '/school-fees',
      'https://cms.example.com/wp-content/uploads/f.pdf',
      '#top',
    ]);
    const img = dom('<img src="https://cms.example.com/a.jpg" srcset="x 300w, /b-600.jpg 600w, c.jpg 900w">');
    expect(img.querySelector('img')?.getAttribute('srcset')).toBe('https://cms.example.com/b-600.jpg 600w');
  });

  it('turns YouTube and Vimeo players into links to the video, and drops other frames', () => {
    const fragment = dom(
      '<figure><iframe title="Sports Day" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed"></iframe><figcaption>Cap</figcaption></figure>' +
        '<iframe src="https://player.vimeo.com/video/76979871?dnt=1"></iframe><iframe src="https://evil.example/embed/aqz-KE-bpKQ"></iframe>',
    );
    const links = [...fragment.querySelectorAll('a.video-embed')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Sports Day'],
      ['https://vimeo.com/76979871', ''],
    ]);
    expect(fragment.querySelector('iframe')).toBeNull();
    expect(fragment.querySelector('figure figcaption')?.textContent).toBe('Cap');
  });

  it('removes javascript:, vbscript: and data: links but keeps the text', () => {
    const links = dom(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="vbscript:x">c</a><a href="data:text/html,<script>alert(1)</script>">d</a>',
    ).querySelectorAll('a');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link.hasAttribute('href')).toBe(false);
  });

  it('removes iframes, forms, embeds and SVG with their content', () => {
    const out = clean(
      '<iframe src="https://evil.example"></iframe><form action="/x"><label>Name</label><input name="n"><button>Go</button></form><object data="x"></object><embed src="x"><svg><script>alert(1)</script></svg><p>kept</p>',
    );
    expect(out).toBe('<p>kept</p>');
  });

  it('removes style attributes and style elements', () => {
    expect(clean('<p style="position:fixed;inset:0">Text</p><style>body{display:none}</style>')).toBe('<p>Text</p>');
  });

  it('makes images lazy and async, and gives a missing alt an empty one', () => {
    const img = dom(
      '<img src="/a.webp" srcset="/a-400.webp 400w, /a-800.webp 800w" sizes="100vw" width="800" height="533">',
    ).querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('srcset')).toBe(
      'https://cms.example.com/a-400.webp 400w, https://cms.example.com/a-800.webp 800w',
    );
    expect(img?.getAttribute('sizes')).toBe('100vw');
    expect(img?.getAttribute('width')).toBe('800');
    expect(dom('<img src="/a.webp" loading="eager" alt="Pool">').querySelector('img')?.getAttribute('loading')).toBe(
      'lazy',
    );
  });

  it('drops an image whose source was unsafe', () => {
    expect(dom('<p>x<img src="javascript:alert(1)" alt="a"></p>').querySelector('img')).toBeNull();
  });

  it('adds noopener noreferrer to external links only, and drops target', () => {
    const links = dom(
      '<a href="https://example.org/x" target="_blank">out</a><a href="//cdn.example.org">proto</a><a href="/school-fees" rel="nofollow">in</a><a href="mailto:office@example.org">mail</a>',
    ).querySelectorAll('a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.hasAttribute('target')).toBe(false);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[2]?.getAttribute('href')).toBe('/school-fees');
    expect(links[2]?.hasAttribute('rel')).toBe(false);
    expect(links[3]?.getAttribute('href')).toBe('mailto:office@example.org');
  });

  it('keeps article markup: headings, lists, quotes, figures and tables', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><ul><li><strong>x</strong> <em>y</em></li></ul><ol><li>1</li></ol><blockquote><p>q</p></blockquote><figure class="wp-block-image"><img src="/i.webp" alt="i"><figcaption>cap</figcaption></figure><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    const fragment = dom(html);
    for (const selector of [
      'h2',
      'h3',
      'h4',
      'ul li strong',
      'ol li',
      'blockquote p',
      'figure img',
      'figcaption',
      'th[scope=col]',
      'td[colspan="2"]',
    ]) {
      expect(fragment.querySelector(selector), selector).not.toBeNull();
    }
  });

  it('cleans every seeded article without losing its paragraphs, links or figures', () => {
    for (const locale of ['en', 'th', 'ru', 'cn']) {
      const file = fileURLToPath(new URL(`../../content-seed/posts/${locale}.json`, import.meta.url));
      const posts = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; content: { rendered: string } }[];
      for (const post of posts) {
        const fragment = dom(post.content.rendered);
        expect(fragment.querySelectorAll('p').length, post.slug).toBeGreaterThanOrEqual(3);
        if (post.slug === 'new-science-lab-opens') {
          expect(fragment.querySelector('figure img[loading="lazy"][srcset]')).not.toBeNull();
        }
        if (post.slug === 'school-price-list') expect(fragment.querySelector('a[href$="/school-fees"]')).not.toBeNull();
      }
    }
  });

  it('returns an empty string for empty input', () => {
    expect(clean('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Sports&nbsp;&amp; Arts &#8211; Year&#8217;s&#x21;</p>\n\n<p>Next   line</p>')).toBe(
      'Sports & Arts – Year’s! Next line',
    );
  });

  it('drops script and style content and keeps words apart at block ends', () => {
    expect(
      htmlToText('<h2>Title</h2><p>One</p><script>var a = "<p>x</p>";</script><style>p{}</style><li>Two</li>'),
    ).toBe('Title One Two');
  });

  it('copes with ">" inside attributes and unknown entities', () => {
    expect(htmlToText('<img alt="a > b" src="x">after &bogus; &#0;')).toBe('after &bogus; \ufffd');
  });

  it('handles Thai, Russian and Chinese text', () => {
    expect(htmlToText('<p>ลอยกระทง</p><p>Лой Кратонг</p><p>水灯节</p>')).toBe('ลอยกระทง Лой Кратонг 水灯节');
  });
});
