// Navigation progress as shared state: the bar reads it; the error page marks a failure.

import { create } from 'zustand';

/** docs/brief.md §9.10: the bar takes 5000 ms to fill and appears only after 200 ms. */
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;

interface ProgressState {
  failed: boolean;
  markFailed: () => void;
  reset: () => void;
}

export const useProgressStore = create<ProgressState>((set) => ({
  failed: false,
  markFailed: () => set({ failed: true }),
  reset: () => set({ failed: false }),
}));

/** An aborted navigation (the visitor clicked elsewhere) is a cancel, not a failure. */
export function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
