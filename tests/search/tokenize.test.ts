// @vitest-environment node
// The tokenizer splits Thai and Chinese, which have no spaces, into words and folds case.

import { describe, expect, it } from 'vitest';
import { normaliseTerm, tokenize, wordSegments } from '../../src/search/tokenize';

describe('tokenize', () => {
  it('splits Thai into several words', () => {
    const words = tokenize('ค่าเล่าเรียนและวีซ่า', 'th');
    expect(words.length).toBeGreaterThanOrEqual(3);
    expect(words).toContain('วีซ่า');
    expect(words.join('')).toBe('ค่าเล่าเรียนและวีซ่า');
  });

  it('splits Chinese into several words', () => {
    const words = tokenize('学校费用和签证', 'cn');
    expect(words).toEqual(['学校', '费用', '和', '签证']);
  });

  it('folds Russian case, and ё to е', () => {
    expect(tokenize('ВИЗА Виза виза', 'ru')).toEqual(['виза', 'виза', 'виза']);
    expect(tokenize('Ёлка', 'ru')).toEqual(['елка']);
  });

  it('keeps words only, lower-cased and NFKC-normalised', () => {
    expect(tokenize('School fees, 2025/26 — ＶＩＳＡ!', 'en')).toEqual(['school', 'fees', '2025', '26', 'visa']);
    expect(tokenize('  …  ', 'en')).toEqual([]);
  });

  it('gives the offsets of the words as written', () => {
    const text = 'Visa and фото';
    expect(wordSegments(text).map(({ segment, index, term }) => [segment, index, term])).toEqual([
      ['Visa', 0, 'visa'],
      ['and', 5, 'and'],
      ['фото', 9, 'фото'],
    ]);
    expect(normaliseTerm('ＦＥＥＳ')).toBe('fees');
  });
});
