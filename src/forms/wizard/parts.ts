// The parts of a wizard a family meets only later: the error summary after a check, the consent
// dialog before sending (Headless UI's dialog comes with it), the end state with the
// submission's progress (the outbox and the storage code come with it) and safe copies (their
// engine and uqr come with them, once a draft exists and its step is on screen). Each loads when first
// needed, or ahead with the rest of the form (./warm-up.ts).

import { preloadable } from '../preloadable';

export const ConsentDialog = preloadable(() =>
  import('./consent-dialog').then((module) => ({ default: module.ConsentDialog })),
);

export const ErrorSummary = preloadable(() =>
  import('./error-summary').then((module) => ({ default: module.ErrorSummary })),
);

export const WizardDone = preloadable(() => import('./wizard-done').then((module) => ({ default: module.WizardDone })));

export const SafeCopyPanel = preloadable(() => import('./safe-copy-slot'));
