// Language codes as WordPress sends them, read as the site's locales. Kept out of
// src/i18n/locales.ts: only content code needs it, and that module is in every page's first script.

import { locales, type Locale } from '../i18n/locales';

/**
 * The locale of a language code WordPress sends (a post's `lang`, the keys of its `translations`):
 * the site's own codes (`th-TH`) or a multilingual plugin's (`th`, `zh-cn`, `zh_CN`), matched by
 * their primary subtag. Undefined for a language the site does not publish.
 */
export function localeOfWpCode(code: string): Locale | undefined {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'cn';
  return locales.find((locale) => locale === primary);
}
