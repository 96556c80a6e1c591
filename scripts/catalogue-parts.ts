// A Vite plugin: a catalogue imported with `?part=first` (`later`, `rest`) (src/locales/**/*.json)
// holds only the messages of that part (src/i18n/catalogue-parts.ts says which), so a form page
// fetches what it shows first and the rest later. It runs after the messages are compiled (in the
// build; the tests keep the strings) and makes the part a module of its own: with a query, the
// bundler does not take the file for JSON.

import type { Plugin } from 'vite';
import { catalogueOfFile, partOf, type CataloguePart } from '../src/i18n/catalogue-parts.ts';

const catalogueFile = /\/src\/locales\/(?:[^/]+\/)*[^/]+\.json$/;

/** The messages of `json` (a catalogue's text) in `part` of `catalogue`, as JSON text. */
export function pickPart(json: string, catalogue: string, part: CataloguePart): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(catalogue, id) === part)));
}

export function catalogueParts(): Plugin {
  return {
    name: 'ccis:catalogue-parts',
    // After ccis:precompile-messages, before Vite's JSON plugin.
    enforce: 'pre',
    transform(code, id) {
      const [file, query = ''] = id.split('?');
      if (!catalogueFile.test(file!)) return null;
      const part = new URLSearchParams(query).get('part');
      if (part !== 'first' && part !== 'later' && part !== 'rest') return null;
      return { code: `export default ${pickPart(code, catalogueOfFile(file!), part)};`, map: null, moduleType: 'js' };
    },
  };
}
