// A desk form's one action at a time: busy while it runs (buttons disabled), and the problem it
// ended with, in the words the page chooses (`toProblem`), cleared when the next one starts.

import { useState } from 'react';

export function useBusyAction<P>(toProblem: (error: unknown) => P) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P>();
  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}
