// Word splitting for the site search, shared by indexing (build, Node) and querying (the page):
// Intl.Segmenter finds word boundaries in every script, so Thai and Chinese, written without
// spaces, split into dictionary words. Terms are NFKC-normalised and lower-cased.

import { localeInfo, type Locale } from '../i18n/locales';

export interface WordSegment {
  /** The word as written in the text. */
  segment: string;
  /** Offset of the word in the text (UTF-16 code units). */
  index: number;
  /** The normalised term, as the index stores it. */
  term: string;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: Locale | undefined): Intl.Segmenter {
  const tag = locale ? localeInfo[locale].tag : 'und';
  let found = segmenters.get(tag);
  if (!found) {
    found = new Intl.Segmenter(tag === 'und' ? undefined : tag, { granularity: 'word' });
    segmenters.set(tag, found);
  }
  return found;
}

/**
 * The normalised form of one word: NFKC (full-width letters, ligatures), lower case, and Russian
 * 'ё' folded to 'е', which most people type instead.
 */
export function normaliseTerm(word: string): string {
  return word.normalize('NFKC').toLowerCase().replaceAll('ё', 'е');
}

/**
 * The word-like segments of `text` with their offsets. ICU's word dictionaries for Thai and
 * Chinese apply whatever the locale, so `locale` only refines the rules for its own language.
 */
export function wordSegments(text: string, locale?: Locale): WordSegment[] {
  const words: WordSegment[] = [];
  for (const part of segmenter(locale).segment(text)) {
    if (!part.isWordLike) continue;
    const term = normaliseTerm(part.segment);
    if (term) words.push({ segment: part.segment, index: part.index, term });
  }
  return words;
}

/** The terms of `text`, in order, for the index and for queries. */
export function tokenize(text: string, locale?: Locale): string[] {
  return wordSegments(text, locale).map((word) => word.term);
}
