// The slugs of an item's translations, from what WordPress says, never guessed. A multilingual
// plugin that sends a translations map (Polylang's `translations`: language -> post id) is asked
// for each translation's slug; one that only sends the item's language (`lang`) shares slugs across
// languages, so the same slug is looked up in each language; without any plugin WordPress has no
// languages, and an item has no translations.

import { locales, type Locale } from '../i18n/locales';
import type { WpClient, WpType } from './wp-client';
import { ContentServiceError } from './wp-errors';
import type { WpEntry } from './wp-schema';

export type Translations = Partial<Record<Locale, string>>;

/** Runs a look-up; a failure (already reported by the client) means no alternate, not a broken page. */
async function orNothing(lookup: () => Promise<void>): Promise<void> {
  try {
    await lookup();
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error;
  }
}

/** Slug by locale of `entry` (found in `locale`) and of each published translation. */
export async function translationSlugs(
  client: WpClient,
  type: WpType,
  entry: WpEntry,
  locale: Locale,
): Promise<Translations> {
  const found: Translations = { [locale]: entry.slug };
  const { language } = entry;
  if (!language.multilingual) return found;
  const others = locales.filter((other) => other !== locale);
  if (language.translations) {
    const map = language.translations;
    await Promise.all(
      others.map((other) =>
        orNothing(async () => {
          const id = map[other];
          if (id === undefined || id === entry.id) return;
          const translation = await client.slugById(type, id);
          // A map pointing at a post of another language is the plugin's mistake: not an alternate.
          if (translation && (translation.locale === undefined || translation.locale === other))
            found[other] = translation.slug;
        }),
      ),
    );
    return found;
  }
  await Promise.all(
    others.map((other) =>
      orNothing(async () => {
        if (await client.hasSlug(type, entry.slug, other)) found[other] = entry.slug;
      }),
    ),
  );
  return found;
}
