// What a message catalogue holds. The JSON files in src/locales keep ICU message strings; the build
// compiles them to ICU syntax trees (scripts/precompile-messages.ts), so the page ships react-intl
// without its message parser and formats a plain text without building a formatter for it. Tests
// (vitest runs without that plugin) and scripts see the strings: both shapes are handled here.

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { brand } from '../config/brand';

export type Message = string | MessageFormatElement[];
/** One shape or the other throughout, as react-intl takes it. */
export type Catalogue<Id extends string = string> = Record<Id, string> | Record<Id, MessageFormatElement[]>;

/** Fills the brand tokens of a message string: the brand is configuration, not translation. */
export function fillBrand(text: string): string {
  return text.replaceAll('{school}', brand.name).replaceAll('{short}', brand.shortName);
}

/** The catalogue with its brand tokens filled; a compiled catalogue, filled at build, as it is. */
export function brandCatalogue<C extends Catalogue>(raw: C): C {
  const entries = Object.entries<Message>(raw);
  if (typeof entries[0]?.[1] !== 'string') return raw;
  return Object.fromEntries(entries.map(([id, text]) => [id, fillBrand(text as string)])) as C;
}

/** The words of a message with no arguments, for the few places that show one without react-intl. */
export function plainText(message: Message | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  const texts = message.map((part) => (part.type === 0 ? part.value : undefined));
  return texts.every((text) => text !== undefined) ? texts.join('') : undefined;
}
