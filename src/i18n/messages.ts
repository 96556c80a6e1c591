// Message catalogues: English is the typed source of ids; each locale is its own lazy chunk.
// The brand tokens {school} and {short} are filled in once, when a catalogue loads.

import type en from '../locales/en.json';
import { brand } from '../config/brand';
import type { Locale } from './locales';

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.json'),
  th: () => import('../locales/th.json'),
  ru: () => import('../locales/ru.json'),
  cn: () => import('../locales/cn.json'),
};

const loaded = new Map<Locale, Messages>();

/** Replaces the brand tokens, which are configuration and not translation. */
export function brandMessages(raw: Messages): Messages {
  const out = {} as Messages;
  for (const [id, text] of Object.entries(raw) as [MessageId, string][]) {
    out[id] = text.replaceAll('{school}', brand.name).replaceAll('{short}', brand.shortName);
  }
  return out;
}

/** Loads (once) and returns the catalogue of `locale`. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = brandMessages((await loaders[locale]()).default);
  loaded.set(locale, messages);
  return messages;
}

/** Registers a catalogue that is already in memory (the prerender step imports all four). */
export function provideMessages(locale: Locale, raw: Messages): void {
  loaded.set(locale, brandMessages(raw));
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
