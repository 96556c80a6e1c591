// Names in any script, made searchable: the search text the desk's list matches (each name as
// written and transliterated to Latin letters by any-ascii) and the terms a search looks for.
// Whether two records name the same child is same-child.ts's.

import anyAscii from 'any-ascii';

/** Lower-case, NFKC, single spaces. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A Thai consonant (with its vowel mark) under a thanthakhat (◌์) is not pronounced: drop it. */
export const THAI_SILENT = /[\u0e01-\u0e2e][\u0e34\u0e38]?\u0e4c/g;

/** Latin letters for any script (any-ascii), lower-case. */
export function latin(text: string): string {
  return normalise(anyAscii(text.normalize('NFC').replace(THAI_SILENT, '')));
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
