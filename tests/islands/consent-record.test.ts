// The consent record (PDPA: what was chosen and when) and the browser signals that override it.

import { describe, expect, it, vi } from 'vitest';
import {
  browserRefusesTracking,
  CONSENT_KEY,
  CONSENT_VERSION,
  readConsent,
  writeConsent,
} from '../../src/islands/consent/record';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('the consent record', () => {
  it('keeps the choice with its date and version', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeUndefined();
    const record = writeConsent('granted', storage);
    expect(record).toMatchObject({ analytics: 'granted', version: CONSENT_VERSION });
    expect(readConsent(storage)).toEqual(record);
    writeConsent('denied', storage);
    expect(readConsent(storage)?.analytics).toBe('denied');
  });

  it('asks again after a year, after a new wording, or when the record is unreadable', () => {
    const storage = memoryStorage();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    writeConsent('granted', storage);
    vi.setSystemTime(new Date('2025-12-31T00:00:00Z'));
    expect(readConsent(storage)?.analytics).toBe('granted');
    vi.setSystemTime(new Date('2026-01-02T00:00:00Z'));
    expect(readConsent(storage)).toBeUndefined();
    vi.useRealTimers();

    const at = new Date().toISOString();
    storage.setItem(CONSENT_KEY, JSON.stringify({ analytics: 'granted', decidedAt: at, version: 0 }));
    expect(readConsent(storage)).toBeUndefined();
    storage.setItem(CONSENT_KEY, JSON.stringify({ analytics: 'yes', decidedAt: at, version: CONSENT_VERSION }));
    expect(readConsent(storage)).toBeUndefined();
    storage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent(storage)).toBeUndefined();
  });

  it('survives storage that refuses to write (the choice holds for the visit)', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(writeConsent('denied', storage).analytics).toBe('denied');
  });
});

describe('browser signals', () => {
  const nav = (values: Record<string, unknown>) => values as unknown as Navigator;
  it('Do Not Track and Global Privacy Control refuse tracking', () => {
    expect(browserRefusesTracking(nav({ doNotTrack: '1' }))).toBe(true);
    expect(browserRefusesTracking(nav({ globalPrivacyControl: true }))).toBe(true);
  });
  it('anything else does not', () => {
    expect(browserRefusesTracking(nav({ doNotTrack: '0' }))).toBe(false);
    expect(browserRefusesTracking(nav({ doNotTrack: 'unspecified', globalPrivacyControl: false }))).toBe(false);
    expect(browserRefusesTracking(nav({ doNotTrack: null }))).toBe(false);
  });
});
