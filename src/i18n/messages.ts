// Message catalogues: English is the typed source of ids; each locale is its own lazy chunk,
// compiled by the build (src/i18n/catalogue.ts says what a catalogue holds).

import type en from '../locales/en.json';
import { brandCatalogue, type Catalogue } from './catalogue';
import type { Locale } from './locales';

export type MessageId = keyof typeof en;
export type Messages = Catalogue<MessageId>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.json'),
  th: () => import('../locales/th.json'),
  ru: () => import('../locales/ru.json'),
  cn: () => import('../locales/cn.json'),
};

const loaded = new Map<Locale, Messages>();

/** Loads (once) and returns the catalogue of `locale`. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = brandCatalogue((await loaders[locale]()).default);
  loaded.set(locale, messages);
  return messages;
}

/** Registers a catalogue that is already in memory (the prerender step imports all four). */
export function provideMessages(locale: Locale, raw: Messages): void {
  loaded.set(locale, brandCatalogue(raw));
}

/** The catalogue of `locale`, which must have been loaded before rendering. */
export function getMessages(locale: Locale): Messages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`Messages for ${locale} are not loaded`);
  return messages;
}

/** The catalogue if loaded, without throwing: for the last-resort error screen. */
export function peekMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
