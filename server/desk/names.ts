// Names in any script, made comparable: the search text the desk's list matches (each name as
// written and transliterated to Latin letters by any-ascii), and the key that finds the same child
// written another way ("Анна Иванова" and "Anna Ivanova", "王小明" and "Xiaoming Wang", often
// "สมชาย ใจดี" and "Somchai Jaidee"): a consonant skeleton of each name, sorted, so neither the
// script, the vowels a romanisation picks, nor the order of first and family name matter.

import anyAscii from 'any-ascii';

/** Lower-case, NFKC, single spaces. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A Thai consonant (with its vowel mark) under a thanthakhat (◌์) is not pronounced: drop it. */
const THAI_SILENT = /[\u0e01-\u0e2e][\u0e34\u0e38]?\u0e4c/g;

/** Latin letters for any script (any-ascii), lower-case. */
export function latin(text: string): string {
  return normalise(anyAscii(text.normalize('NFC').replace(THAI_SILENT, '')));
}

/** Sounds romanisations write in different ways, brought to one letter each. */
const SOUNDS: [RegExp, string][] = [
  [/ph|f|bh/g, 'p'],
  [/th|dh/g, 't'],
  [/kh|gh|ck|q|c(?!h)/g, 'k'],
  [/ch|j|tsh|tch/g, 'c'],
  [/sh|z|x/g, 's'],
  [/v/g, 'w'],
];

/** The consonants of one name as it sounds: vowels, y and h dropped, doubled letters made one. */
export function skeleton(name: string): string {
  let text = latin(name).replace(/[^a-z]/g, '');
  for (const [pattern, to] of SOUNDS) text = text.replace(pattern, to);
  const consonants = text.replace(/[aeiouyh]/g, '').replace(/(.)\1+/g, '$1');
  // A name of vowels alone ("Aoi") keeps its letters.
  return consonants.length >= 2 ? consonants : text;
}

/**
 * The key two records of the same child share: the skeletons of the given and the family name,
 * in sorted order; undefined when either is missing.
 */
export function nameKey(firstName: string, familyName: string): string | undefined {
  const parts = [skeleton(firstName), skeleton(familyName)];
  if (parts.some((part) => !part)) return undefined;
  return parts.sort().join(' ');
}

/** What the list's search looks in: each name as written and in Latin letters. */
export function searchText(reference: string, names: readonly string[]): string {
  const written = [...new Set(names.map(normalise).filter(Boolean))];
  const transliterated = written.map(latin).filter((text) => !written.includes(text));
  return [normalise(reference), ...written, ...transliterated].join(' | ');
}

/** A search as typed, and in Latin letters when that differs: either may match. */
export function searchTerms(query: string): string[] {
  const typed = normalise(query);
  if (!typed) return [];
  const asLatin = latin(typed);
  return asLatin && asLatin !== typed ? [typed, asLatin] : [typed];
}
