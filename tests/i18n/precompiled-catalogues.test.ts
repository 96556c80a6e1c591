// The build compiles every message catalogue (scripts/precompile-messages.ts): each compiled
// message must format to exactly what its string formats to, brand filled, in every locale, with
// the same values; plain texts must take react-intl's shortcut (one literal, no formatter).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/precompile-messages';
import { brand } from '../../src/config/brand';
import { brandCatalogue, plainText } from '../../src/i18n/catalogue';
import { localeInfo, type Locale } from '../../src/i18n/locales';
import { elementsOf } from '../support/catalogue';

const root = path.join(import.meta.dirname, '../../src/locales');
const files = [
  ...readdirSync(root).filter((f) => f.endsWith('.json')),
  ...readdirSync(path.join(root, 'forms')).map((f) => `forms/${f}`),
];

/** A value for every argument of a message (rich-text tags included), of the kind it formats. */
function sampleValues(elements: MessageFormatElement[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const el of elementsOf(elements)) {
    if (el.type === TYPE.argument) values[el.value] = `«${el.value}»`;
    if (el.type === TYPE.number || el.type === TYPE.plural) values[el.value] = 3;
    if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(Date.UTC(2026, 0, 15, 9, 30));
    if (el.type === TYPE.select) values[el.value] = Object.keys(el.options)[0];
    if (el.type === TYPE.tag) values[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join('')}</${el.value}>`;
  }
  return values;
}

describe.each(files)('%s, compiled', (file) => {
  const source = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;
  const compiled = JSON.parse(compileCatalogue(JSON.stringify(source))) as Record<string, MessageFormatElement[]>;
  const locale = localeInfo[/\.?(en|th|ru|cn)\.json$/.exec(file)![1] as Locale].intl;
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const fromStrings = createIntl({ locale, messages: brandCatalogue(source), timeZone: 'Asia/Bangkok', onError });
  const fromTrees = createIntl({ locale, messages: compiled, timeZone: 'Asia/Bangkok', onError });

  it('keeps every id and formats every message as its string does', () => {
    expect(Object.keys(compiled)).toEqual(Object.keys(source));
    for (const [id, tree] of Object.entries(compiled)) {
      const values = sampleValues(tree);
      expect(fromTrees.formatMessage({ id }, values as never), id).toEqual(
        fromStrings.formatMessage({ id }, values as never),
      );
    }
    expect(errors).toEqual([]);
  });

  it('fills the brand and leaves no brand token for react-intl to ask a value for', () => {
    const text = JSON.stringify(compiled);
    expect(text).not.toMatch(/"value":"(school|short)"/);
    const branded = Object.entries(source).filter(([, s]) => s.includes('{school}'));
    for (const [id] of branded)
      expect(fromTrees.formatMessage({ id }, sampleValues(compiled[id]!) as never)).toContain(brand.name);
  });

  it('gives a plain text a single literal, which react-intl shows without a formatter', () => {
    for (const [id, tree] of Object.entries(compiled)) {
      if (Object.keys(sampleValues(tree)).length === 0) {
        expect(tree, id).toHaveLength(1);
        expect(plainText(tree)).toBe(fromStrings.formatMessage({ id }));
      }
    }
  });
});
