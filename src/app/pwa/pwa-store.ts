// What the page knows about the service worker and the device: a waiting update, the browser's
// install offer, and the actions the bridge provides. Components read it; only the bridge writes.

import { create } from 'zustand';
import type { BeforeInstallPromptEvent } from './install-offer';

interface PwaState {
  updateReady: boolean;
  installOffer: BeforeInstallPromptEvent | null;
  /** Installs the waiting version (set by the bridge once an update waits). */
  applyUpdate: (() => Promise<void>) | null;
  set: (patch: Partial<Omit<PwaState, 'set'>>) => void;
}

export const usePwaStore = create<PwaState>((set) => ({
  updateReady: false,
  installOffer: null,
  applyUpdate: null,
  set: (patch) => set(patch),
}));
