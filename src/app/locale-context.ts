// The locale of the route tree being rendered, and a helper to build paths in it.

import { createContext, useContext } from 'react';
import type { Locale } from '../i18n/locales';

export const LocaleContext = createContext<Locale>('en');

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
