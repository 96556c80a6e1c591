// The family's safe-copy state on this device as a React hook, live across tabs (../status.ts).

import { useEffect, useState } from 'react';
import { watchSafeCopyState, type SafeCopyState } from '..';

/** The state now and after every change; undefined while it loads. */
export function useSafeCopyState(): SafeCopyState | undefined {
  const [state, setState] = useState<SafeCopyState>();
  useEffect(() => watchSafeCopyState(setState), []);
  return state;
}
