// The form catalogues (src/locales/forms/<name>.<locale>.json): loaded on demand, one chunk per
// file, and provided to a form through a nested IntlProvider whose messages extend the page's.

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { brandCatalogue, type Catalogue } from '../i18n/catalogue';
import type { Locale } from '../i18n/locales';
import { useFormLocale } from './use-form-locale';

/** The catalogue a wizard's texts live in: `meta.catalogue`, else its kind. */
export function catalogueOf(meta: { kind: string; catalogue?: string }): string {
  return meta.catalogue ?? meta.kind;
}

const files = import.meta.glob<Catalogue>('../locales/forms/*.json', { import: 'default' });
const loaded = new Map<string, Catalogue>();

async function loadFile(file: string, locale: Locale): Promise<Catalogue> {
  const load = files[`../locales/forms/${file}.${locale}.json`];
  if (!load) {
    if (import.meta.env.DEV) console.warn(`No form catalogue ${file}.${locale}.json`);
    return {};
  }
  return load();
}

/** Loads (once) the framework's catalogue and the one of `name` in `locale`, merged. */
export async function loadFormMessages(locale: Locale, name: string): Promise<Catalogue> {
  const key = `${locale}:${name}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const [common, own] = await Promise.all([
    loadFile('common', locale),
    name === 'common' ? Promise.resolve({}) : loadFile(name, locale),
  ]);
  const messages = brandCatalogue({ ...common, ...own });
  loaded.set(key, messages);
  return messages;
}

/** The merged catalogue if it is already in memory (so a form can render at once). */
export function peekFormMessages(locale: Locale, name: string): Catalogue | undefined {
  return loaded.get(`${locale}:${name}`);
}

/**
 * The page's messages plus the form catalogues of `name` (`common` always included), or
 * `undefined` while they load.
 */
export function useFormMessages(name: string): Catalogue | undefined {
  const intl = useIntl();
  const locale = useFormLocale();
  const [, setLoads] = useState(0);
  const current = peekFormMessages(locale, name);
  useEffect(() => {
    if (current) return;
    let live = true;
    void loadFormMessages(locale, name).then(() => {
      if (live) setLoads((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [locale, name, current]);
  const page = intl.messages;
  // Both compiled by the build, or (in tests) both strings.
  return useMemo(() => (current ? ({ ...page, ...current } as Catalogue) : undefined), [page, current]);
}

/** Renders `children` inside an IntlProvider with the form catalogues of `name`. */
export function FormMessagesProvider({
  name,
  children,
  fallback = null,
}: {
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const intl = useIntl();
  const messages = useFormMessages(name);
  if (!messages) return <>{fallback}</>;
  return (
    <IntlProvider
      locale={intl.locale}
      timeZone={intl.timeZone}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
