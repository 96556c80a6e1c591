// The storage facade: the only way the app, the wizards and the service worker reach IndexedDB.

export { saveDraft, loadDraft, listDrafts, deleteDraft, markDraftReady, createDraft } from './drafts';
export { putAttachment, getAttachmentBlob, listAttachments, deleteAttachment } from './attachments';
export { restoreDraft } from './restore';
export {
  enqueueSubmission,
  listOutbox,
  getOutboxItem,
  retrySubmission,
  reopenSubmission,
  completeSubmission,
  listReceipts,
  watchOutbox,
  outboxItemOfDraft,
  receiptOfDraft,
} from './outbox';
export {
  useDrafts,
  useDraft,
  useAttachments,
  useOutbox,
  useReceipts,
  useSubmission,
  useDeviceData,
  useSharedDevice,
} from './hooks';
export type { SubmissionState } from './hooks';
export { requestPersistentStorage, storageStatus } from './storage';
export { DEFAULT_ACCEPT, DEFAULT_MAX_BYTES } from './prepare-file';
export type { DraftPatch } from './drafts';
export type { PutAttachmentOptions } from './attachments';
export type { RestoredDraft } from './restore';
export type { StorageStatus } from './storage';
export type {
  OutboxItem,
  OutboxStatus,
  OutboxError,
  Receipt,
  ServerReceipt,
  SubmissionPayload,
  SubmissionAttachment,
  EnqueueOptions,
} from './outbox';
export type { AttachmentMeta, DraftRecord, PutAttachmentResult } from '../forms/types';
export { exportDraftBundle, importDraftBundle, BundleError } from './bundle';
export { describeDeviceData, forgetDeviceData } from './device-data';
export type { DeviceData } from './device-data';
export {
  enableSharedDevice,
  disableSharedDevice,
  startSession,
  unlockSession,
  lockSession,
  handOver,
  sharedDeviceState,
} from './shared-device';
export type { SharedDeviceMode, SharedDeviceState } from './shared-device';
export { SHARED_DEVICE_FLAG } from '../config/shared-device-flag';
export { isPrivateSession } from './vault';
