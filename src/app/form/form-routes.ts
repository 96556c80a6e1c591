// The form pages the island shows (src/app/form): which wizard each route shows, where its meta
// is, and, for the application, which of its pages a path is (the start page or a draft's own
// address). Kept apart from the route table so that the island loads none of it; a test checks
// the paths against the table.

import type { Locale } from '../../i18n/locales';
import { localePath, splitLocale } from '../../i18n/locales';
import type { WizardMeta } from '../../forms/types';
import type { FormKind } from '../../shared/records';

/** Which wizard each form route shows (src/wizards/README.md). */
export const wizardOfRoute = {
  'application-form': 'application',
  'application-draft': 'application',
  'internal-scholarship-form': 'scholarship-internal',
  'scholarship-form': 'scholarship-external',
  'bus-registration': 'bus',
  'contact-us': 'contact',
  'contact-app': 'contact-app',
} as const satisfies Record<string, FormKind>;

export type FormRouteId = keyof typeof wizardOfRoute;

export const isFormRoute = (id: string): id is FormRouteId => Object.hasOwn(wizardOfRoute, id);

/** Where a kind's meta is when not at `<kind>/meta`: both scholarship forms share one folder. */
const metaOfKind: Partial<Record<FormKind, string>> = {
  'scholarship-internal': 'scholarship/meta-internal',
  'scholarship-external': 'scholarship/meta-external',
};

const wizardModules = import.meta.glob<{ meta: WizardMeta }>(['../../wizards/*/meta.ts', '../../wizards/*/meta-*.ts']);

/** The meta of the wizard of `route`. */
export async function loadMeta(route: FormRouteId): Promise<WizardMeta> {
  const kind = wizardOfRoute[route];
  const load = wizardModules[`../../wizards/${metaOfKind[kind] ?? `${kind}/meta`}.ts`];
  if (!load) throw new Error(`No wizard for the form route ${route}`);
  return (await load()).meta;
}

/** The application's start page's path (the route table's `application-form`). */
const APPLICATION = 'application-form';

/** The page of the island at `pathname`: the application's two pages follow the path. */
export function pageAt(route: FormRouteId, pathname: string): { route: FormRouteId; draftId?: string } {
  if (route !== 'application-form' && route !== 'application-draft') return { route };
  const [first, draftId] = splitLocale(pathname)
    .rest.replace(/^\/+|\/+$/g, '')
    .split('/');
  if (first === APPLICATION && draftId) return { route: 'application-draft', draftId };
  return { route: 'application-form' };
}

/** The application's start page in `locale`. */
export const applicationPath = (locale: Locale) => localePath(locale, APPLICATION);

/** A draft's own address in `locale`. */
export const draftPath = (locale: Locale, draftId: string) => localePath(locale, `${APPLICATION}/${draftId}`);
