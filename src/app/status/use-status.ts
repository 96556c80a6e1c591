// The status of one private link: asked of the school, kept on the device, and shown from the
// device when the school cannot be reached (offline), with when it was last updated. A link the
// school revoked (or never made) forgets what was kept.

import { useCallback, useEffect, useState } from 'react';
import { forgetStatusSnapshot, loadStatusSnapshot, saveStatusSnapshot } from '../../db';
import type { LinkRefusal, StatusAnswer } from '../../shared/contracts/status';
import { fetchStatus } from './status-api';

export type StatusState =
  | { state: 'loading' }
  | { state: 'ready'; answer: StatusAnswer; offline: boolean }
  | { state: 'error'; reason: LinkRefusal | 'network' | 'server' };

/** `refresh(true)` asks again without showing the loading state (after a booking). */
export function useStatus(token: string): { status: StatusState; refresh: (quiet?: boolean) => void } {
  const [status, setStatus] = useState<StatusState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      const result = await fetchStatus(token);
      if (!live) return;
      if (result.ok) {
        await saveStatusSnapshot(token, result.value);
        if (live) setStatus({ state: 'ready', answer: result.value, offline: false });
        return;
      }
      if (result.reason === 'network' || result.reason === 'server') {
        const kept = await loadStatusSnapshot(token);
        if (!live) return;
        setStatus(kept ? { state: 'ready', answer: kept, offline: true } : { state: 'error', reason: result.reason });
        return;
      }
      await forgetStatusSnapshot(token);
      if (live) setStatus({ state: 'error', reason: result.reason });
    })();
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const refresh = useCallback((quiet = false) => {
    if (!quiet) setStatus({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { status, refresh };
}
