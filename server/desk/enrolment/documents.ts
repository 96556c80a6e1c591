// A child's document checklist (docs/enrolment.md, "Documents"): the documents its application
// asks for (the attachment rules' slots whose field holds a file), each with the file that stands
// for it now (the newest one the family added later that has arrived, else the one sent with the
// application) and staff's verdict on that very file. Computed on every read from the intake's
// records and the desk's reviews, so nothing has to be kept in step; staff's verdicts are rows of
// their own (newest wins, the history stays).

import { attachmentSlots, applicationDocumentKeys } from '../../../src/shared/contracts/attachment-rules';
import type { ApplicationDocumentKey } from '../../../src/shared/contracts/attachment-rules';
import type { AskAgainReason, DocumentState } from '../../../src/shared/contracts/enrolment';
import { valueAt } from '../../../src/shared/dot-path';
import type { AttachmentRecord, SubmissionRecord } from '../../intake';
import { toIso, type DbTime, type SqlQueries } from '../db';

export interface ChecklistEntry {
  document: ApplicationDocumentKey;
  state: DocumentState;
  /** The form field of the application that holds the document. */
  field: string;
  /** The file that stands for the document now (arrived or still expected), if any. */
  file?: AttachmentRecord;
  reason?: AskAgainReason;
  note?: string;
  /** When its verdict was given. */
  reviewedAt?: string;
}

export interface ReviewRow {
  document: string;
  attachment_id: string | null;
  verdict: 'accepted' | 'asked-again';
  reason: string | null;
  note: string;
  at: DbTime;
}

/** Where a document the family adds later is filed: beside its slot, marked as later. */
export const lateFieldOf = (field: string) => `late.${field}`;

/** The newest verdict per document of case `caseId`. */
export async function latestReviews(db: SqlQueries, caseId: string): Promise<Map<string, ReviewRow>> {
  const rows = await db.query<ReviewRow>(
    `SELECT DISTINCT ON (document) document, attachment_id, verdict, reason, note, at
     FROM desk_document_reviews WHERE case_id = $1 ORDER BY document, id DESC`,
    [caseId],
  );
  return new Map(rows.map((row) => [row.document, row]));
}

const arrivedAt = (file: AttachmentRecord) => file.receivedAt?.getTime() ?? -1;

/** The file that stands for a slot: the newest arrived late file, else the application's own. */
function currentFile(record: SubmissionRecord, field: string): AttachmentRecord | undefined {
  const late = record.attachments
    .filter((a) => a.late && a.field === lateFieldOf(field) && a.receivedAt)
    .sort((a, b) => arrivedAt(b) - arrivedAt(a))[0];
  if (late) return late;
  const id = valueAt(record.data, field);
  return record.attachments.find((a) => !a.late && a.attachmentId === id);
}

/** The checklist of applicant `applicant` of an application. */
export function checklistOf(
  record: SubmissionRecord,
  applicant: number,
  reviews: Map<string, ReviewRow>,
): ChecklistEntry[] {
  const applicants = valueAt(record.data, 'applicants');
  const count = Array.isArray(applicants) ? applicants.length : 0;
  const slots = attachmentSlots('application', count).filter(
    (slot) => slot.applicant === applicant && typeof valueAt(record.data, slot.field) === 'string',
  );
  return slots
    .filter((slot) => valueAt(record.data, slot.field) !== '')
    .map((slot): ChecklistEntry => {
      const document = slot.document as ApplicationDocumentKey;
      const file = currentFile(record, slot.field);
      const review = reviews.get(document);
      const about = review && (review.attachment_id ?? undefined) === file?.attachmentId ? review : undefined;
      const base = { document, field: slot.field, ...(file ? { file } : {}) };
      if (about?.verdict === 'asked-again')
        return {
          ...base,
          state: 'asked-again',
          reason: (about.reason ?? 'other') as AskAgainReason,
          ...(about.note ? { note: about.note } : {}),
          reviewedAt: toIso(about.at),
        };
      if (!file?.receivedAt) return { ...base, state: 'missing' };
      if (about?.verdict === 'accepted') return { ...base, state: 'accepted', reviewedAt: toIso(about.at) };
      return { ...base, state: 'received' };
    })
    .sort((a, b) => applicationDocumentKeys.indexOf(a.document) - applicationDocumentKeys.indexOf(b.document));
}

/** Nothing missing or asked again: the application is complete. */
export const documentsIn = (list: readonly ChecklistEntry[]) =>
  list.every((item) => item.state === 'received' || item.state === 'accepted');

/** Every document accepted by staff: the enrolment's documents step is done. */
export const documentsAccepted = (list: readonly ChecklistEntry[]) => list.every((item) => item.state === 'accepted');

/** When the last document of a complete checklist arrived (the application's completion). */
export function completedAt(list: readonly ChecklistEntry[]): Date | undefined {
  if (!documentsIn(list)) return undefined;
  const times = list.map((item) => item.file?.receivedAt?.getTime() ?? 0);
  return times.length ? new Date(Math.max(...times)) : undefined;
}
