// Where every form catalogue's parts are (src/locales/forms/*.json, src/i18n/catalogue-parts.ts):
// a module apart from ./messages.tsx, which a form page loads with its code and which knows only
// the wizards' first parts, so the form page's script does not list every file.

import type { Catalogue } from '../i18n/catalogue';

type Files = Record<string, () => Promise<Catalogue>>;

/** A form catalogue's parts (only the site's catalogue has a `later` one). */
export type FormPart = 'first' | 'rest';

const parts: Record<FormPart, Files> = {
  first: import.meta.glob<Catalogue>('../locales/forms/*.json', { query: '?part=first', import: 'default' }),
  rest: import.meta.glob<Catalogue>('../locales/forms/*.json', { query: '?part=rest', import: 'default' }),
};

/** The loader of `part` of the catalogue at `path` (`../locales/forms/common.th.json`). */
export function catalogueFile(path: string, part: FormPart): (() => Promise<Catalogue>) | undefined {
  const files = parts[part];
  return files[path] ?? files[`${path}?part=${part}`];
}
