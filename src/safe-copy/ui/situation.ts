// What the offer of safe copies needs to know about this device (src/safe-copy/offer.ts decides):
// the browser's engine, whether the site runs installed, whether the family left a draft
// unfinished before (a draft stored before this page opened), whether this is a shared tablet,
// and the family's "Not now", which this browser remembers (localStorage: a preference, not data).

import { listDrafts, sharedDeviceState } from '../../db';
import type { FormKind } from '../../shared/records';
import { isWebKit, type OfferSituation } from '../offer';

const NOT_NOW_KEY = 'ccis.safe-copy.not-now';

/** The family answered "Not now" on this browser. */
export function saidNotNow(): boolean {
  try {
    return localStorage.getItem(NOT_NOW_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers "Not now": the page does not ask again (the draft list still lets the family turn them on). */
export function rememberNotNow(now: number = Date.now()): void {
  try {
    localStorage.setItem(NOT_NOW_KEY, String(now));
  } catch {
    // Storage refused (a private window): the offer comes back on the next visit, nothing worse.
  }
}

function standalone(): boolean {
  return (
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/**
 * The situation of draft `draftId` of form `kind`, opened at `openedAt`: `returning` when the page
 * opened a draft stored before (the family left it unfinished and came back).
 */
export async function offerSituation(
  kind: FormKind,
  draftId: string,
  returning: boolean,
  openedAt: number,
): Promise<Omit<OfferSituation, 'answered'>> {
  const [drafts, device] = await Promise.all([listDrafts(kind), sharedDeviceState()]);
  const earlier = drafts.some(
    (draft) => draft.id !== draftId && draft.status === 'draft' && draft.updatedAt < openedAt,
  );
  return {
    webkit: isWebKit(navigator.userAgent, navigator.maxTouchPoints),
    standalone: standalone(),
    leftUnfinished: returning || earlier,
    hasDraft: true,
    sharedDevice: Boolean(device.mode),
  };
}
