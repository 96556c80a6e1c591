// Safe copies, as the page uses them (docs/safe-copy.md): turning them on and off, the passkey and
// the recovery link, restoring, what each draft shows, and the page's triggers. The service
// worker's side is ./worker. The UI (./ui) loads this after the form is usable.

export { turnOnSafeCopies, stopDraftCopy, resumeDraftCopy, forgetSafeCopiesEverywhere, markLinkSaved } from './setup';
export { protectWithPasskey } from './protect';
export { passkeysAvailable, PasskeyError, type PasskeyProblem } from './passkey';
export { restoreFromSecret, restoreWithPasskey, RestoreError, type RestoreProblem } from './restore';
export {
  recoveryLink,
  secretFromLink,
  takeSecretFromLocation,
  recoveryQr,
  shareRecoveryLink,
  copyRecoveryLink,
} from './link';
export { shouldOffer, isWebKit, type OfferSituation } from './offer';
export { stateOf, watchSafeCopyState, dismissConflict, type DraftCopyStatus, type SafeCopyState } from './status';
export { requestSafeCopyFlush, startSafeCopyTriggers, onSafeCopyFlush, SAVE_SETTLE_MS } from './triggers';
export { flushSafeCopies, apiOf, type SafeFlushReport } from './flush';
export { CopyApiError } from './api';
export { handOffDraft, type HandOff } from './hand-off';
