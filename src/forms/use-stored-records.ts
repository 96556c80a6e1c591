// Whether this device may hold drafts, submissions or receipts (src/db/light.ts): undefined
// while the browser answers. A family's first visit learns "no" without loading the storage code,
// and its lists show as empty at once.

import { useEffect, useState } from 'react';
import { mayHoldRecords } from '../db/light';

export function useMayHoldRecords(): boolean | undefined {
  const [may, setMay] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void mayHoldRecords().then((answer) => live && setMay(answer));
    return () => {
      live = false;
    };
  }, []);
  return may;
}
