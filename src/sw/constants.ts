// Names the service worker, the page and the build share: caches and the per-locale bundles.

import type { Locale } from '../i18n/locales';

/** Pages opened while online, any language: read again offline. */
export const PAGES_CACHE = 'ccis-pages-v1';
/** Code chunks fetched at run time that were not precached. */
export const ASSETS_CACHE = 'ccis-assets-v1';
/** WordPress REST answers (news, gallery, page meta). */
export const CONTENT_CACHE = 'ccis-content-v1';
/** Gallery and news images. */
export const IMAGES_CACHE = 'ccis-images-v1';

/** Every page, code chunk, font and search index of one language, cached after its first visit. */
export const localeCacheName = (locale: Locale) => `ccis-locale-${locale}-v1`;

/** Written by the build: what `localeCacheName(locale)` must hold. */
export const localeBundleUrl = (locale: Locale) => `/sw-bundles/${locale}.json`;

export interface LocaleBundle {
  /** Changes whenever any entry changes. */
  version: string;
  entries: { url: string; revision: string | null }[];
}
