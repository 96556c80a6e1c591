// A Vite plugin: every message catalogue (src/locales/**/*.json) is compiled at build time, its
// brand tokens filled and each ICU message string parsed to its syntax tree, the form react-intl
// formats. The browser then needs no message parser: `parserFreeIntl` points react-intl's parser at
// its parser-free build (7 KB less compressed JavaScript on every page), and a message without
// arguments (most of ours) is shown as it is, without building a formatter for it. Tests and
// scripts that read the JSON see the strings; src/i18n/catalogue.ts takes both shapes.

import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';
import { fillBrand } from '../src/i18n/catalogue.ts';

const catalogueFile = /\/src\/locales\/(?:[^/]+\/)*[^/]+\.json$/;

/** A catalogue's JSON text compiled: the same ids, each message's syntax tree. */
export function compileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(fillBrand(text))]));
  return JSON.stringify(compiled);
}

export function precompileMessages(): Plugin {
  return {
    name: 'ccis:precompile-messages',
    // Before Vite's JSON plugin, which turns the (still JSON) result into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!catalogueFile.test(id.split('?')[0]!)) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}

/** For the browser build: react-intl's message parser replaced by its parser-free build. */
export const parserFreeIntl: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fileURLToPath(
    new URL('../node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
  ),
};
