// The visitor's analytics choice as this device remembers it (PDPA: what was chosen and when).
// Kept in localStorage, never sent to the server; a choice older than a year is asked again.

export type AnalyticsChoice = 'granted' | 'denied';

export interface ConsentRecord {
  analytics: AnalyticsChoice;
  /** ISO date and time of the choice. */
  decidedAt: string;
  /** Version of the banner's wording the choice answered. */
  version: number;
}

/** localStorage key of the record. */
export const CONSENT_KEY = 'ccis-consent';
/** Raise when the banner says something new about what is collected: everyone is asked again. */
export const CONSENT_VERSION = 1;
const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The stored choice, or undefined when there is none (or it is outdated or unreadable). */
export function readConsent(storage: Storage | undefined = globalThis.localStorage): ConsentRecord | undefined {
  try {
    const record = JSON.parse(storage?.getItem(CONSENT_KEY) ?? 'null') as Partial<ConsentRecord> | null;
    const at = Date.parse(record?.decidedAt ?? '');
    const valid =
      (record?.analytics === 'granted' || record?.analytics === 'denied') &&
      record.version === CONSENT_VERSION &&
      Date.now() - at < MAX_AGE_MS;
    return valid ? (record as ConsentRecord) : undefined;
  } catch {
    return undefined;
  }
}

export function writeConsent(
  analytics: AnalyticsChoice,
  storage: Storage | undefined = globalThis.localStorage,
): ConsentRecord {
  const record = { analytics, decidedAt: new Date().toISOString(), version: CONSENT_VERSION };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
  return record;
}

/** Do Not Track or Global Privacy Control: analytics never loads and the banner does not ask. */
export function browserRefusesTracking(nav: Navigator | undefined = globalThis.navigator): boolean {
  const signals = nav as (Navigator & { globalPrivacyControl?: boolean }) | undefined;
  return signals?.doNotTrack === '1' || signals?.globalPrivacyControl === true;
}
