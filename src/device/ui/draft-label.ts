// How the device pages name a draft ("Anna Smith · Application") and where each kind of form opens.

import type { IntlShape } from 'react-intl';
import type { DraftRecord, FormKind } from '../../shared/records';
import type { RouteId } from '../../routes/table';

/** The route that opens a draft of each kind (the application by id, the others resume theirs). */
export const routeOfKind: Record<FormKind, RouteId> = {
  application: 'application-draft',
  'scholarship-internal': 'internal-scholarship-form',
  'scholarship-external': 'scholarship-form',
  bus: 'bus-registration',
  contact: 'contact-us',
  'contact-app': 'contact-app',
};

/** "Anna and Leo Smith · Application form", or "Untitled draft · ..." before a name is typed. */
export function draftLabel(intl: IntlShape, draft: DraftRecord): string {
  const name = draft.names.length
    ? intl.formatList(draft.names, { type: 'conjunction' })
    : intl.formatMessage({ id: 'form.device.untitled' });
  return `${name} · ${intl.formatMessage({ id: `form.device.kind.${draft.kind}` })}`;
}

/** Bytes as "1.2 MB" / "340 kB" in the page's language. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  const mb = bytes / 1_000_000;
  if (mb >= 1) return intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return intl.formatNumber(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
}
