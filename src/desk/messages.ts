// The desk's catalogues (src/locales/desk): English is the typed source of ids, Thai is written
// natively. Compiled at build time like the site's (scripts/precompile-messages.ts).

import { useIntl } from 'react-intl';
import type { Catalogue } from '../i18n/catalogue';
import { brandCatalogue } from '../i18n/catalogue';
import type en from '../locales/desk/en.json';
import type { DeskLocale } from './locale';

export type DeskMessageId = keyof typeof en;

const loaders: Record<DeskLocale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../locales/desk/en.json'),
  th: () => import('../locales/desk/th.json'),
};

export async function loadDeskMessages(locale: DeskLocale): Promise<Catalogue> {
  return brandCatalogue((await loaders[locale]()).default);
}

type Values = Record<string, string | number | Date>;

/** A typed shorthand for the desk's messages. */
export function useDeskT(): (id: DeskMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
