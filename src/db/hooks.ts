// React hooks over the facade: live queries (dexie-react-hooks) that re-render when the rows
// change, in this tab or another. `undefined` always means "still loading".

import { useLiveQuery } from 'dexie-react-hooks';
import type { AttachmentMeta, DraftRecord, FormKind } from '../shared/records';
import { listAttachments } from './attachments';
import { describeDeviceData, hasSafeCopies, type DeviceData } from './device-data';
import { listDrafts } from './drafts';
import { listOutbox, listReceipts, outboxItemOfDraft, receiptOfDraft } from './outbox';
import type { OutboxItem, Receipt } from './outbox-records';
import { sharedDeviceState, type SharedDeviceState } from './sessions';

/** The drafts of `kind` (as `listDrafts`), live; undefined while loading. */
export function useDrafts(kind: FormKind): DraftRecord[] | undefined {
  return useLiveQuery(() => listDrafts(kind), [kind]);
}

/** Whether the family turned safe copies on on this device, live; undefined while loading. */
export function useHasSafeCopies(): boolean | undefined {
  return useLiveQuery(() => hasSafeCopies(), []);
}

/** The attachment metadata of draft `draftId` (as `listAttachments`), live; undefined while loading. */
export function useAttachments(draftId: string | undefined): AttachmentMeta[] | undefined {
  return useLiveQuery(async () => (draftId === undefined ? [] : listAttachments(draftId)), [draftId]);
}

/** Every outbox item (as `listOutbox`), live: sending progress and problems show as they change. */
export function useOutbox(): OutboxItem[] | undefined {
  return useLiveQuery(() => listOutbox(), []);
}

/** The receipts kept on this device (of `kind`, or all; as `listReceipts`), live. */
export function useReceipts(kind?: FormKind): Receipt[] | undefined {
  return useLiveQuery(() => listReceipts(kind), [kind]);
}

/** What became of the submission of draft `draftId`: its outbox item while it waits, then its receipt. */
export interface SubmissionState {
  item?: OutboxItem;
  receipt?: Receipt;
}

/** The submission of draft `draftId`, live (upload progress, problems, the receipt); undefined while loading. */
export function useSubmission(draftId: string): SubmissionState | undefined {
  return useLiveQuery(
    async () => ({ item: await outboxItemOfDraft(draftId), receipt: await receiptOfDraft(draftId) }),
    [draftId],
  );
}

/** What this device holds for the family (as `describeDeviceData`), live. */
export function useDeviceData(): DeviceData | undefined {
  return useLiveQuery(() => describeDeviceData(), []);
}

/** Shared-device mode and sessions (as `sharedDeviceState`), live. */
export function useSharedDevice(): SharedDeviceState | undefined {
  return useLiveQuery(() => sharedDeviceState(), []);
}
