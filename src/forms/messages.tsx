// The form catalogues (src/locales/forms/<name>.<locale>.json): loaded on demand, each in two parts
// (src/i18n/catalogue-parts.ts), and provided to a form through a nested IntlProvider whose
// messages extend the page's. A form page shows its first tab with the first parts; the rest
// joins the catalogue in the background (`loadFormMessages`), once, before any check shows its
// errors (a check waits for it).

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { brandCatalogue, type Catalogue } from '../i18n/catalogue';
import type { FormPart } from './catalogue-files';
import type { Locale } from '../i18n/locales';
import { useFormLocale } from './use-form-locale';

/** The catalogue a wizard's texts live in: `meta.catalogue`, else its kind. */
export function catalogueOf(meta: { kind: string; catalogue?: string }): string {
  return meta.catalogue ?? meta.kind;
}

type Files = Record<string, () => Promise<Catalogue>>;

/** The first parts of the wizards' catalogues, which a form page loads with its code. */
const wizardFirstParts: Files = import.meta.glob<Catalogue>(
  '../locales/forms/{application,bus,common,contact,contact-app,scholarship}.*.json',
  { query: '?part=first', import: 'default' },
);

async function loadFile(file: string, locale: Locale, part: FormPart): Promise<Catalogue> {
  const path = `../locales/forms/${file}.${locale}.json`;
  const first = part === 'first' ? (wizardFirstParts[path] ?? wizardFirstParts[`${path}?part=first`]) : undefined;
  // Any other part, of any catalogue (the device and status pages' too), loads its loaders first.
  const load = first ?? (await import('./catalogue-files')).catalogueFile(path, part);
  if (!load) {
    if (import.meta.env.DEV) console.warn(`No form catalogue ${file}.${locale}.json`);
    return {};
  }
  return load();
}

interface Loaded {
  messages: Catalogue;
  whole: boolean;
}

const loaded = new Map<string, Loaded>();
const loading = new Map<string, Promise<Loaded>>();
const listeners = new Map<string, Set<() => void>>();

/** The framework's catalogue and the one of `name`, in `wanted` parts, merged. */
async function loadParts(locale: Locale, name: string, wanted: readonly FormPart[]): Promise<Catalogue> {
  const files = name === 'common' ? ['common'] : ['common', name];
  const catalogues = await Promise.all(wanted.flatMap((part) => files.map((file) => loadFile(file, locale, part))));
  return brandCatalogue(Object.assign({}, ...catalogues) as Catalogue);
}

function load(locale: Locale, name: string, whole: boolean): Promise<Loaded> {
  const key = `${locale}:${name}`;
  const have = loaded.get(key);
  if (have && (have.whole || !whole)) return Promise.resolve(have);
  const pending = loading.get(`${key}:${whole}`);
  if (pending) return pending;
  const promise = loadParts(locale, name, whole ? ['first', 'rest'] : ['first']).then((messages) => {
    // A whole catalogue is never replaced by its first part (two loads crossing).
    const result = loaded.get(key)?.whole && !whole ? loaded.get(key)! : { messages, whole };
    loaded.set(key, result);
    listeners.get(key)?.forEach((listener) => listener());
    return result;
  });
  promise.catch(() => loading.delete(`${key}:${whole}`));
  loading.set(`${key}:${whole}`, promise);
  return promise;
}

/** Loads (once) the framework's catalogue and the one of `name` in `locale`, whole, merged. */
export async function loadFormMessages(locale: Locale, name: string): Promise<Catalogue> {
  return (await load(locale, name, true)).messages;
}

/** Loads (once) the first parts only: what a form page shows before the family's first input. */
export async function loadFirstFormMessages(locale: Locale, name: string): Promise<Catalogue> {
  return (await load(locale, name, false)).messages;
}

/** The merged catalogue if it is already in memory (so a form can render at once). */
export function peekFormMessages(locale: Locale, name: string, whole = true): Catalogue | undefined {
  const have = loaded.get(`${locale}:${name}`);
  return have && (have.whole || !whole) ? have.messages : undefined;
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => set.delete(listener);
}

/**
 * The page's messages plus the form catalogues of `name` (`common` always included), or
 * `undefined` while they load: whole, or with `first` as soon as the first parts are there (the
 * rest then joins when it arrives).
 */
export function useFormMessages(name: string, first = false): Catalogue | undefined {
  const intl = useIntl();
  const locale = useFormLocale();
  const key = `${locale}:${name}`;
  const [current, setCurrent] = useState(() => ({ key, messages: peekFormMessages(locale, name, !first) }));
  useEffect(() => {
    let live = true;
    const update = () => {
      const messages = peekFormMessages(locale, name, !first);
      if (live && messages) setCurrent({ key, messages });
    };
    const unsubscribe = subscribe(key, update);
    void load(locale, name, !first).then(update, () => undefined);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [key, locale, name, first]);
  const messages = current.key === key ? current.messages : peekFormMessages(locale, name, !first);
  const page = intl.messages;
  // Both compiled by the build, or (in tests) both strings.
  return useMemo(() => (messages ? ({ ...page, ...messages } as Catalogue) : undefined), [page, messages]);
}

/** Renders `children` inside an IntlProvider with the form catalogues of `name` (see useFormMessages). */
export function FormMessagesProvider({
  name,
  children,
  fallback = null,
  first = false,
}: {
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
  first?: boolean;
}) {
  const intl = useIntl();
  const messages = useFormMessages(name, first);
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
