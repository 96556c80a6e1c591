// @vitest-environment node
// The search index: ranking, Thai and Chinese queries, adding news later, highlighting and the
// JSON round trip the build and the page rely on.

import { describe, expect, it } from 'vitest';
import {
  addDocs,
  buildIndex,
  excerptAround,
  highlight,
  loadIndex,
  search,
  serializeIndex,
  STORED_EXCERPT_LENGTH,
  type SearchDoc,
} from '../../src/search';

const en: SearchDoc[] = [
  {
    id: '/school-bus',
    url: '/school-bus',
    title: 'School bus',
    text: 'Routes cover the island. Each fee is paid per term. The fees are listed below. Fees fees fees fees fees.',
    kind: 'page',
  },
  { id: '/school-fees', url: '/school-fees', title: 'School fees', text: 'Tuition for 2025/26.', kind: 'page' },
  {
    id: '/visa-information',
    url: '/visa-information',
    title: 'Visa',
    text: 'Education visa for students.',
    kind: 'page',
  },
  {
    id: '/news-updates/sports-day',
    url: '/news-updates/sports-day',
    title: 'Sports day',
    text: 'Our students ran, swam and played football all afternoon.',
    kind: 'news',
  },
];

const th: SearchDoc[] = [
  { id: '/th/school-fees', url: '/th/school-fees', title: 'ค่าเล่าเรียน', text: 'ค่าเล่าเรียนปีการศึกษา 2568', kind: 'page' },
  {
    id: '/th/visa-information',
    url: '/th/visa-information',
    title: 'ข้อมูลวีซ่า',
    text: 'วีซ่านักเรียนและผู้ปกครอง',
    kind: 'page',
  },
  {
    id: '/th/school-bus',
    url: '/th/school-bus',
    title: 'รถรับส่งนักเรียน',
    text: 'เส้นทางรถโรงเรียนทั่วเกาะสมุย',
    kind: 'page',
  },
];

const cn: SearchDoc[] = [
  { id: '/cn/school-fees', url: '/cn/school-fees', title: '学费', text: '学校费用和付款方式', kind: 'page' },
  {
    id: '/cn/visa-information',
    url: '/cn/visa-information',
    title: '签证信息',
    text: '学生签证和家长签证',
    kind: 'page',
  },
  { id: '/cn/school-bus', url: '/cn/school-bus', title: '校车', text: '校车路线覆盖全岛', kind: 'page' },
];

/** The serialised index with its terms sorted: the radix tree may list them in another order. */
function canonical(json: string): unknown {
  const parsed = JSON.parse(json) as { index: [string, unknown][] };
  parsed.index.sort(([a], [b]) => (a < b ? -1 : 1));
  return parsed;
}

const urls = (hits: { url: string }[]) => hits.map((hit) => hit.url);

describe('search', () => {
  it('ranks a title match before pages that only mention the word in their text', () => {
    const hits = search(buildIndex(en, 'en'), 'fees', 'en');
    expect(urls(hits)).toEqual(['/school-fees', '/school-bus']);
    expect(hits[0]).toMatchObject({ title: 'School fees', kind: 'page', terms: ['fees'] });
  });

  it('finds words by prefix and with a small typo in Latin script', () => {
    const index = buildIndex(en, 'en');
    expect(urls(search(index, 'foot', 'en'))).toEqual(['/news-updates/sports-day']);
    expect(urls(search(index, 'footbal', 'en'))).toEqual(['/news-updates/sports-day']);
    expect(urls(search(index, 'studnets', 'en'))).toContain('/visa-information');
    expect(search(index, 'football', 'en')[0]?.kind).toBe('news');
  });

  it('needs every word, and falls back to any word when none has them all', () => {
    const index = buildIndex(en, 'en');
    expect(urls(search(index, 'education visa', 'en'))).toEqual(['/visa-information']);
    expect(urls(search(index, 'visa zzzzqqq', 'en'))).toEqual(['/visa-information']);
    expect(search(index, '  ', 'en')).toEqual([]);
  });

  it('finds Thai pages by Thai words', () => {
    const index = buildIndex(th, 'th');
    expect(urls(search(index, 'วีซ่า', 'th'))[0]).toBe('/th/visa-information');
    expect(urls(search(index, 'ค่าเล่าเรียน', 'th'))).toEqual(['/th/school-fees']);
    expect(urls(search(index, 'เกาะสมุย', 'th'))).toEqual(['/th/school-bus']);
  });

  it('finds Chinese pages by Chinese words', () => {
    const index = buildIndex(cn, 'cn');
    expect(urls(search(index, '签证', 'cn'))).toEqual(['/cn/visa-information']);
    expect(urls(search(index, '学校费用', 'cn'))).toEqual(['/cn/school-fees']);
    expect(urls(search(index, '校车路线', 'cn'))).toEqual(['/cn/school-bus']);
  });

  it('adds only documents it does not hold yet', () => {
    const index = buildIndex(en.slice(0, 2), 'en');
    const news: SearchDoc = {
      id: '/news-updates/open-day',
      url: '/news-updates/open-day',
      title: 'Open day',
      text: 'Visit us.',
      kind: 'news',
    };
    expect(addDocs(index, [en[0]!, news, { ...news, title: 'Changed' }])).toBe(1);
    expect(index.documentCount).toBe(3);
    expect(search(index, 'open day', 'en').map((hit) => hit.title)).toEqual(['Open day']);
    expect(addDocs(index, [news])).toBe(0);
  });

  it('survives a serialise and load round trip with the same results', () => {
    for (const [docs, locale, query] of [
      [en, 'en', 'fee'],
      [th, 'th', 'วีซ่า'],
      [cn, 'cn', '签证'],
    ] as const) {
      const index = buildIndex(docs, locale);
      const json = serializeIndex(index);
      const loaded = loadIndex(json, locale);
      expect(loaded.documentCount).toBe(docs.length);
      expect(search(loaded, query, locale)).toEqual(search(index, query, locale));
      expect(canonical(serializeIndex(loaded))).toEqual(canonical(json));
    }
  });

  it('stores a bounded excerpt of the text, not the whole text', () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const index = buildIndex([{ id: '/long', url: '/long', title: 'Long', text: long, kind: 'page' }], 'en');
    const [hit] = search(index, 'long', 'en');
    expect(hit?.excerpt.length).toBeLessThanOrEqual(STORED_EXCERPT_LENGTH + 1);
    expect(hit?.excerpt.startsWith('word0 word1')).toBe(true);
    expect(hit?.excerpt.endsWith('…')).toBe(true);
  });
});

describe('highlight', () => {
  it('marks the matched words, whatever their case', () => {
    expect(highlight('School fees and Fees.', ['fees'])).toEqual([
      { text: 'School ', match: false },
      { text: 'fees', match: true },
      { text: ' and ', match: false },
      { text: 'Fees', match: true },
      { text: '.', match: false },
    ]);
  });

  it('marks whole words only', () => {
    expect(highlight('art and start', ['art'])).toEqual([
      { text: 'art', match: true },
      { text: ' and start', match: false },
    ]);
  });

  it('marks words inside Thai and Chinese text', () => {
    expect(highlight('学校费用和签证', ['签证'])).toEqual([
      { text: '学校费用和', match: false },
      { text: '签证', match: true },
    ]);
    expect(highlight('ค่าเล่าเรียนและวีซ่า', ['วีซ่า'])).toEqual([
      { text: 'ค่าเล่าเรียนและ', match: false },
      { text: 'วีซ่า', match: true },
    ]);
    expect(highlight('学校费用', ['学校', '费用'])).toEqual([{ text: '学校费用', match: true }]);
  });

  it('returns the text unmarked when nothing matches', () => {
    expect(highlight('Nothing here', ['visa'])).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlight('', ['visa'])).toEqual([]);
  });
});

describe('excerptAround', () => {
  const text = Array.from({ length: 60 }, (_, i) => (i === 40 ? 'VISA' : `w${i}`)).join(' ');

  it('shows the text around the first match, cut at word boundaries', () => {
    const excerpt = excerptAround(text, ['visa'], 60);
    expect(excerpt).toMatch(/^…w\d+ .*VISA.* w\d+…$/);
    expect(excerpt.length).toBeLessThanOrEqual(62);
  });

  it('shows the beginning without a match, and short text whole', () => {
    expect(excerptAround(text, ['absent'], 20)).toBe('w0 w1 w2 w3 w4 w5 w6…');
    expect(excerptAround('  Short text. ', ['short'], 20)).toBe('Short text.');
  });
});
