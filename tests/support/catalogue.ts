// Shared checks of message catalogues: the ICU arguments of a message, the source files of a
// folder, and the translation rules every locale must keep (same keys, same placeholders,
// translated rather than copied).

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';

type Catalogue = Record<string, string>;

/** Every element of a message, with those inside plural/select branches and tags. */
export function* elementsOf(elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const el of elements) {
    yield el;
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) yield* elementsOf(option.value);
    if (el.type === TYPE.tag) yield* elementsOf(el.children);
  }
}

const argumentTypes: ReadonlySet<TYPE> = new Set([
  TYPE.argument,
  TYPE.number,
  TYPE.date,
  TYPE.time,
  TYPE.plural,
  TYPE.select,
]);

/** Every argument name a message uses, inside plural/select branches and tags too. */
export function argumentsOf(elements: MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  for (const el of elementsOf(elements)) if (argumentTypes.has(el.type)) names.add((el as { value: string }).value);
  return names;
}

export const placeholders = (text: string) => [...argumentsOf(parse(text))].sort();

/** The TypeScript sources below `folder`. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Registers, for each other locale: every English key and no other; same placeholders; translated. */
export function itKeepsTranslations(english: Catalogue, others: Record<string, Catalogue>): void {
  for (const [locale, messages] of Object.entries(others)) {
    it(`${locale} has every English key and no other`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${locale} keeps the placeholders and is translated`, () => {
      for (const [id, text] of Object.entries(english)) {
        expect(placeholders(messages[id] ?? ''), `${locale} ${id}`).toEqual(placeholders(text));
        if (/[a-z]{4,}/.test(text.replace(/\{[^}]*\}/g, ''))) expect(messages[id], `${locale} ${id}`).not.toBe(text);
      }
    });
  }
}
