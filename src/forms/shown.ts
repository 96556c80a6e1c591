// Tells the page that its form is on screen and takes input: a wizard's step with its fields, or
// the application's list of drafts once it knows them. The form pages' island marks the page
// ready then (src/app/form/form-island.tsx), and the page's other islands wait for it.

import { createContext, useContext, useEffect } from 'react';

export const FormShownContext = createContext<(() => void) | undefined>(undefined);

/** Reports the form shown once `shown` is true. */
export function useFormShown(shown = true): void {
  const report = useContext(FormShownContext);
  useEffect(() => {
    if (shown) report?.();
  }, [shown, report]);
}
