// The wizard: <Wizard>, the hooks its steps use, and what it shows while loading.

export { Wizard, WizardLoading, type WizardProps } from './wizard';
export { useWizard, useSubmitGuard, type SubmitGuard, type SubmitGuardResult } from './wizard-context';
export { AUTOSAVE_DELAY_MS } from './use-autosave';
