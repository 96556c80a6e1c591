// The consent state every part of the page shares: what analytics the site has, what the visitor
// chose, whether their browser refuses tracking, and whether the banner is open. The manager
// (consent-manager.tsx) fills it; the banner and the footer's "Cookie settings" read and act.

import { create } from 'zustand';
import type { AnalyticsSettings } from '../../config/runtime';
import type { AnalyticsChoice } from './consent-record';

interface ConsentState {
  /** The configured analytics, once /app-config.json has answered; undefined: none. */
  analytics: AnalyticsSettings | undefined;
  choice: AnalyticsChoice | undefined;
  /** Do Not Track or Global Privacy Control is on. */
  refused: boolean;
  open: boolean;
  /** The banner was opened from "Cookie settings" (it takes focus, and gives it back). */
  openedOnRequest: boolean;
  set: (patch: Partial<Omit<ConsentState, 'set'>>) => void;
}

export const useConsentStore = create<ConsentState>((set) => ({
  analytics: undefined,
  choice: undefined,
  refused: false,
  open: false,
  openedOnRequest: false,
  set: (patch) => set(patch),
}));

/** "Cookie settings": reopens the banner so the choice can be changed or withdrawn. */
export const openConsentSettings = () => useConsentStore.getState().set({ open: true, openedOnRequest: true });
