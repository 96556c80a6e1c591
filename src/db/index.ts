// The storage facade: the only way the app, the wizards and the service worker reach IndexedDB.
// Worker-safe: no React, no DOM. The React hooks over it are a module of their own, ./hooks.

export { saveDraft, loadDraft, listDrafts, deleteDraft, createDraft } from './drafts';
export { putAttachment, getAttachmentBlob, listAttachments, deleteAttachment } from './attachments';
export { enqueueSubmission } from './enqueue';
export { enqueueLateFile, finishLateFile, waitingLateFiles, type LateFileResult } from './late-files';
export {
  listOutbox,
  getOutboxItem,
  retrySubmission,
  reopenSubmission,
  completeSubmission,
  listReceipts,
  watchOutbox,
  outboxItemOfDraft,
  receiptOfDraft,
  // For the outbox's sender (src/outbox):
  dueOutboxItems,
  updateOutboxItem,
  outboxAttachmentBlob,
  outboxWaiting,
  resumeAfterReconnect,
} from './outbox';
export { deleteSetting, readSetting, writeSetting } from './settings';
export { saveStatusSnapshot, loadStatusSnapshot, forgetStatusSnapshot } from './status-snapshots';
export { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from '../shared/files/prepare-file';
export type { DraftPatch } from './drafts';
export type { PutAttachmentOptions } from './attachments';
export type { OutboxItem, OutboxStatus, OutboxError, Receipt, UploadProgress } from './outbox-records';
export type { OutboxWaiting } from './outbox';
export type { EnqueueOptions } from './enqueue';
export type { AttachmentMeta, DraftRecord, PutAttachmentResult } from '../shared/records';
export { exportDraftBundle, importDraftBundle, BundleError } from './bundle';
export { describeDeviceData, forgetDeviceData, hasSafeCopies } from './device-data';
export type { DeviceData } from './device-data';
export {
  storeSharedDeviceMode,
  clearSharedDeviceMode,
  startSession,
  unlockSession,
  lockSession,
  handOver,
  resumeSession,
  sharedDeviceState,
} from './sessions';
export type { SharedDeviceMode, SharedDeviceState } from './sessions';
export { isPrivateSession, openSessionKey } from './vault';
