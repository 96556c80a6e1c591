// @vitest-environment node
// The build step that indexes the prerendered pages: which pages it reads, what it takes from
// each, and the files it writes, on a small fake dist/client.

import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText, writeSearchIndexes } from '../../scripts/search-index';
import { loadIndex, search, type SearchHit } from '../../src/search';
import type { Locale } from '../../src/i18n/locales';

function page(main: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><title>Head title</title><script>var x = "<main>";</script></head>
<body><header class="site-header"><nav><a href="/school-fees">School fees</a></nav></header>
<main id="main" class="site-main" tabindex="-1">${main}</main>
<footer class="site-footer"><a href="/visa-information">Visa information</a></footer></body></html>`;
}

function contentPage(title: string, lead: string, body: string, next: string, lang = 'en'): string {
  return page(
    `<div class="page page--with-side"><article class="page__article"><header class="page-header"><h1>${title}</h1>` +
      `<p class="lead">${lead}</p></header><div class="prose">${body}</div>` +
      `<div class="next-link"><a rel="next" href="/x"><span>Next: ${next}</span><svg viewBox="0 0 24 24"><path d="M5 12h14"></path></svg></a></div>` +
      `</article><nav aria-label="Admissions" class="side-menu"><ul><li><a href="/scholarships">Scholarships</a></li></ul></nav></div>`,
    lang,
  );
}

const files: Record<string, string> = {
  'index.html': page(
    '<div class="home"><section class="hero"><h1 id="hero-title">Learning that opens the world</h1><p class="lead">A British school on Koh Samui.</p>' +
      '<p><a class="button" href="/application-form">Start an application</a><a class="button" href="/open-house">Book a visit</a></p></section></div>',
  ),
  'school-fees/index.html': contentPage(
    'School fees',
    'Tuition, deposits &amp; refunds.',
    '<p>Fees are paid per term&nbsp;in&#160;Thai baht &ndash; see the <strong>table</strong>.</p><!-- hidden comment -->',
    'Scholarships',
  ),
  'news-updates/index.html': page(
    '<div class="page"><header class="page-header"><h1>News and updates</h1></header></div>',
  ),
  'news-updates/sports-day/index.html': page(
    '<article class="page article"><header class="page-header"><p class="article__date">March 12, 2026</p><h1>Sports day &amp; swimming gala</h1></header>' +
      '<div class="prose"><p>Students raced in the pool.</p></div></article>',
  ),
  'news-updates/page/2/index.html': page('<div class="page"><h1>News page 2</h1><p>Listing</p></div>'),
  'search/index.html': page('<div class="page"><h1>Search</h1></div>'),
  'application-form/draft-123/index.html': page('<div class="page"><h1>Draft</h1><p>Private draft</p></div>'),
  'th/school-fees/index.html': contentPage(
    'ค่าเล่าเรียน',
    'ค่าเล่าเรียนและค่าธรรมเนียม',
    '<p>ชำระค่าเล่าเรียนทุกภาคเรียน</p>',
    'ทุนการศึกษา',
    'th',
  ),
  'th/news-updates/sports-day/index.html': page(
    '<article><header class="page-header"><h1>กีฬาสี</h1></header><p>แข่งว่ายน้ำ</p></article>',
    'th',
  ),
  'ru/visa-information/index.html': contentPage(
    'Визы',
    'Учебная виза для детей.',
    '<p>Документы для ВИЗЫ.</p>',
    'Правила',
    'ru',
  ),
  'cn/visa-information/index.html': contentPage(
    '签证信息',
    '学生签证和家长签证。',
    '<p>办理签证需要的材料。</p>',
    '招生政策',
    'zh-CN',
  ),
  '_errors/404-en.html': page('<div class="page"><h1>Page not found</h1></div>'),
  'shell.html': page(''),
  'no-such-route/index.html': page('<h1>Stray</h1>'),
};

let dist: string;
let reports: Awaited<ReturnType<typeof writeSearchIndexes>>;

async function find(locale: Locale, query: string): Promise<SearchHit[]> {
  const json = await readFile(path.join(dist, 'search', `${locale}.json`), 'utf8');
  return search(loadIndex(json, locale), query, locale);
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), html);
  }
  reports = await writeSearchIndexes(dist);
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('writeSearchIndexes', () => {
  it('writes one index per locale and reports its pages and size', async () => {
    expect(reports.map(({ locale, docs }) => [locale, docs])).toEqual([
      ['en', 4],
      ['th', 2],
      ['ru', 1],
      ['cn', 1],
    ]);
    for (const report of reports) {
      const file = await stat(path.join(dist, 'search', `${report.locale}.json`));
      expect(file.size).toBe(report.bytes);
    }
  });

  it('indexes pages and news articles with their URL, title and kind', async () => {
    const [fees] = await find('en', 'school fees');
    expect(fees).toMatchObject({ url: '/school-fees', title: 'School fees', kind: 'page' });
    const [news] = await find('en', 'swimming');
    expect(news).toMatchObject({ url: '/news-updates/sports-day', title: 'Sports day & swimming gala', kind: 'news' });
    expect((await find('en', 'opens world')).map((hit) => hit.url)).toEqual(['/']);
  });

  it('skips news list pages, search, drafts, error pages, the shell and unknown paths', async () => {
    for (const query of ['listing', 'private draft', 'not found', 'stray', 'search']) {
      expect(await find('en', query), query).toEqual([]);
    }
  });

  it('indexes the text of main without the menus, the Next link and the rest of the page', async () => {
    expect((await find('en', 'baht')).map((hit) => hit.url)).toEqual(['/school-fees']);
    expect(await find('en', 'scholarships')).toEqual([]);
    expect(await find('en', 'visa')).toEqual([]);
    expect(await find('en', 'march')).toEqual([]);
  });

  it('indexes each locale under its prefix, in its own script', async () => {
    expect((await find('th', 'ค่าเล่าเรียน')).map((hit) => hit.url)).toEqual(['/th/school-fees']);
    expect((await find('th', 'ว่ายน้ำ')).map((hit) => [hit.url, hit.kind])).toEqual([
      ['/th/news-updates/sports-day', 'news'],
    ]);
    expect((await find('ru', 'виза')).map((hit) => hit.url)).toEqual(['/ru/visa-information']);
    expect((await find('cn', '签证')).map((hit) => hit.url)).toEqual(['/cn/visa-information']);
    expect(await find('th', 'ทุนการศึกษา')).toEqual([]);
  });
});

describe('pageText', () => {
  it('takes the h1 as title and the lead and body as text, with entities decoded', () => {
    expect(pageText(files['school-fees/index.html']!)).toEqual({
      title: 'School fees',
      text: 'Tuition, deposits & refunds. Fees are paid per term in Thai baht – see the table.',
    });
  });

  it('keeps buttons side by side as separate words', () => {
    expect(pageText(files['index.html']!)?.text).toBe(
      'A British school on Koh Samui. Start an application Book a visit',
    );
  });

  it('gives nothing for a document without main', () => {
    expect(pageText('<html><body><h1>Hi</h1></body></html>')).toBeUndefined();
  });
});
