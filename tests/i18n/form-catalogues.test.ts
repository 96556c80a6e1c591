// The form catalogues (src/locales/forms/<name>.<locale>.json): every name has all four locales
// with the same keys and placeholders, keys carry their catalogue's prefix, and every `form.*`
// message id written in src/forms and src/wizards exists in English.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholders, sourceFiles } from '../support/catalogue';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'src/locales/forms');
const locales = ['en', 'th', 'ru', 'cn'] as const;

type Catalogue = Record<string, string>;

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const names = [...new Set(files.map((f) => f.replace(/\.[a-z]+\.json$/, '')))].sort();
const read = (name: string, locale: string): Catalogue | undefined =>
  files.includes(`${name}.${locale}.json`)
    ? (JSON.parse(readFileSync(path.join(dir, `${name}.${locale}.json`), 'utf8')) as Catalogue)
    : undefined;

/** Whole string literals that are a message id: 'form.x.y', "form.x.y", `form.x.y` (no ${}). */
function messageIdsIn(source: string): string[] {
  return [...source.matchAll(/(['"`])(form\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])\1/g)].map((m) => m[2] as string);
}

describe('form catalogues', () => {
  it('include the framework and the contact forms', () => {
    expect(names).toEqual(expect.arrayContaining(['common', 'contact', 'contact-app']));
  });

  for (const name of names) {
    const en = read(name, 'en') ?? {};

    it(`${name}: English keys start with form.${name}.`, () => {
      expect(Object.keys(en).filter((id) => !id.startsWith(`form.${name}.`))).toEqual([]);
    });

    for (const locale of locales) {
      it(`${name}.${locale} has every English key, no other, with the same placeholders`, () => {
        const messages = read(name, locale);
        expect(messages, `${name}.${locale}.json is missing`).toBeDefined();
        expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(en).sort());
        for (const [id, text] of Object.entries(messages ?? {})) {
          const english = en[id];
          if (english === undefined) continue;
          expect(placeholders(text), `${name}.${locale} ${id}`).toEqual(placeholders(english));
        }
      });
    }
  }

  it('have every form.* id used in src/forms and src/wizards, in English', () => {
    const keys = names.flatMap((name) => Object.keys(read(name, 'en') ?? {}));
    const english = new Set(keys);
    // A literal may also be the prefix a component builds ids from (`${P}.firstName`).
    const prefixes = new Set(
      keys.flatMap((id) =>
        id
          .split('.')
          .slice(1, -1)
          .map((_, i, parts) => `form.${parts.slice(0, i + 1).join('.')}`),
      ),
    );
    const missing: string[] = [];
    for (const file of [...sourceFiles(path.join(root, 'src/forms')), ...sourceFiles(path.join(root, 'src/wizards'))]) {
      for (const id of messageIdsIn(readFileSync(file, 'utf8'))) {
        if (!english.has(id) && !prefixes.has(id)) missing.push(`${path.relative(root, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('use the English texts of the brief word for word', () => {
    const common = read('common', 'en') ?? {};
    expect(common['form.common.required']).toBe('This field is required');
    expect(common['form.common.checkFields']).toBe('Please check all required fields');
    expect(common['form.common.consent.required']).toBe('Please accept the specified conditions.');
    expect(common['form.common.robot.devLabel']).toBe("I'm not a robot");
  });
});
