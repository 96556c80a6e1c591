// Whether this device may hold drafts, submissions or receipts (src/db/light.ts): undefined
// while the browser answers. A family's first visit learns "no" without loading the storage code,
// and its lists show as empty at once; asked again once the database opens (the first draft).

import { useEffect, useState } from 'react';
import { mayHoldRecords, onDatabaseOpened } from '../db/light';

export function useMayHoldRecords(): boolean | undefined {
  const [may, setMay] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const ask = () => void mayHoldRecords().then((answer) => live && setMay(answer));
    ask();
    const stop = onDatabaseOpened(ask);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return may;
}
