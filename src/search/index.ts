// The full-text site search: one MiniSearch index per locale over page titles and body text,
// built at build time from the prerendered pages, serialised to JSON, loaded by the search page
// and extended there with news published later. No DOM and no React: it runs in Node and the page.

import MiniSearch, { type Options, type SearchResult as MiniSearchResult } from 'minisearch';
import type { Locale } from '../i18n/locales';
import { normaliseTerm, tokenize, wordSegments } from './tokenize';

export type SearchKind = 'page' | 'news';

export interface SearchDoc {
  /** Unique within a locale: the page's path. */
  id: string;
  /** Path of the page, with its locale prefix. */
  url: string;
  title: string;
  /** Plain text of the page body. */
  text: string;
  kind: SearchKind;
}

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  kind: SearchKind;
  /** The stored beginning of the page text (see STORED_EXCERPT_LENGTH). */
  excerpt: string;
  score: number;
  /** Terms of the document that matched (after prefix and fuzzy matching): what to highlight. */
  terms: string[];
  /** Terms of the query that found something. */
  queryTerms: string[];
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

export type SearchIndex = MiniSearch<SearchDoc>;

/** Characters of body text stored per document, for the excerpt under each result. */
export const STORED_EXCERPT_LENGTH = 600;
/** A title match outweighs any number of body matches (BM25 saturates at about 2.2). */
const TITLE_BOOST = 3;

const LETTER = /\p{L}/u;
const OTHER_SCRIPT_LETTER = /(?![\p{Script=Latin}\p{Script=Cyrillic}])\p{L}/u;

/**
 * Prefix and fuzzy matching suit alphabets with spaces between words. Thai and Chinese words are
 * short dictionary units: a prefix or one edit there matches unrelated words.
 */
function isLatinOrCyrillic(term: string): boolean {
  return LETTER.test(term) && !OTHER_SCRIPT_LETTER.test(term);
}

function indexOptions(locale: Locale): Options<SearchDoc> {
  return {
    idField: 'id',
    fields: ['title', 'text'],
    storeFields: ['url', 'title', 'kind', 'excerpt'],
    extractField: (doc, field) =>
      field === 'excerpt'
        ? excerptAround(doc.text ?? '', [], STORED_EXCERPT_LENGTH, locale)
        : doc[field as keyof SearchDoc],
    tokenize: (text) => tokenize(text, locale),
    // Terms come out of tokenize() already normalised.
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: TITLE_BOOST },
      prefix: (term) => isLatinOrCyrillic(term) && term.length >= 2,
      fuzzy: (term) => (isLatinOrCyrillic(term) && term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  };
}

/** Adds the documents whose id the index does not hold yet; returns how many were added. */
export function addDocs(index: SearchIndex, docs: Iterable<SearchDoc>): number {
  let added = 0;
  for (const doc of docs) {
    if (index.has(doc.id)) continue;
    index.add(doc);
    added += 1;
  }
  return added;
}

export function buildIndex(docs: Iterable<SearchDoc>, locale: Locale): SearchIndex {
  const index = new MiniSearch<SearchDoc>(indexOptions(locale));
  addDocs(index, docs);
  return index;
}

export function serializeIndex(index: SearchIndex): string {
  return JSON.stringify(index);
}

/** Restores an index written by serializeIndex(); throws on malformed JSON or another format version. */
export function loadIndex(json: string, locale: Locale): SearchIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, indexOptions(locale));
}

function toHit(result: MiniSearchResult): SearchHit {
  return {
    id: String(result.id),
    url: String(result.url),
    title: String(result.title),
    kind: result.kind === 'news' ? 'news' : 'page',
    excerpt: typeof result.excerpt === 'string' ? result.excerpt : '',
    score: result.score,
    terms: result.terms,
    queryTerms: result.queryTerms,
  };
}

/**
 * Best matches first. Every query word must match (prefix and small typos allowed in Latin and
 * Cyrillic); when that finds nothing, pages matching any of the words are returned instead.
 */
export function search(index: SearchIndex, query: string, locale: Locale): SearchHit[] {
  const words = tokenize(query, locale);
  if (words.length === 0) return [];
  const options = { tokenize: (text: string) => tokenize(text, locale) };
  let results = index.search(query, options);
  if (results.length === 0 && words.length > 1) results = index.search(query, { ...options, combineWith: 'OR' });
  return results.map(toHit);
}

/** Splits `text` into plain and matching runs; words are compared as the index compares them. */
export function highlight(text: string, terms: readonly string[], locale?: Locale): HighlightSegment[] {
  const wanted = new Set(terms.map(normaliseTerm));
  const segments: HighlightSegment[] = [];
  let position = 0;
  for (const word of wordSegments(text, locale)) {
    if (!wanted.has(word.term)) continue;
    const last = segments[segments.length - 1];
    if (word.index > position) segments.push({ text: text.slice(position, word.index), match: false });
    else if (last?.match) {
      // A match right after a match (Chinese and Thai have no spaces): one run.
      last.text += word.segment;
      position = word.index + word.segment.length;
      continue;
    }
    segments.push({ text: word.segment, match: true });
    position = word.index + word.segment.length;
  }
  if (position < text.length) segments.push({ text: text.slice(position), match: false });
  return segments;
}

/**
 * About `length` characters of `text` around the first matching word (a third before it), cut at
 * word boundaries, with '…' where text was left out. Without a match: the beginning.
 */
export function excerptAround(text: string, terms: readonly string[], length: number, locale?: Locale): string {
  const clean = text.trim();
  if (clean.length <= length) return clean;
  const words = wordSegments(clean, locale);
  const wanted = new Set(terms.map(normaliseTerm));
  const anchor = words.find((word) => wanted.has(word.term))?.index ?? 0;
  let start = Math.max(0, Math.min(anchor - Math.floor(length / 3), clean.length - length));
  if (start > 0) start = words.find((word) => word.index >= start)?.index ?? start;
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    let lastEnd = 0;
    for (const word of words) {
      const wordEnd = word.index + word.segment.length;
      if (wordEnd > end) break;
      lastEnd = wordEnd;
    }
    // A single overlong word is cut rather than dropped.
    if (lastEnd > start) end = lastEnd;
  }
  const body = clean.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < clean.length ? '…' : ''}`;
}
