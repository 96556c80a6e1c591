// On a shared device, a form opens only inside a family's private session (./session-gate-body.tsx:
// start one with a new PIN, or open a locked one). On a personal device it shows the form at once
// and loads nothing: the localStorage flag that mirrors the mode decides (staff turning the mode
// on set it).

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { WizardLoading } from '../../forms';
import { SHARED_DEVICE_FLAG } from '../flag';

const SharedSessionGate = lazy(() => import('./session-gate-body'));

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Whether staff turned shared-device mode on here (the localStorage flag; false while rendering on the server). */
function useSharedFlag(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(SHARED_DEVICE_FLAG) === '1',
    () => false,
  );
}

export function SessionGate({ children }: { children: ReactNode }) {
  // A family's own device pays nothing: no catalogue, no query before the form shows.
  if (!useSharedFlag()) return <>{children}</>;
  return (
    <Suspense fallback={<WizardLoading />}>
      <SharedSessionGate>{children}</SharedSessionGate>
    </Suspense>
  );
}
