// Attachments are stored per field path (`applicants.2.documents.passportPhoto`). When applicant i
// is removed the later applicants move up one place, so their files move with them; a new
// applicant never inherits a file left at its index. Runs one change at a time. The storage code
// loads with the first change that has files to move.

import { loadStorage } from '../../db/light';
import type { AttachmentMeta } from '../../shared/records';

const APPLICANT_FIELD = /^applicants\.(\d+)\.(.+)$/;

export interface MovedAttachment {
  /** The field the file now belongs to. */
  field: string;
  /** The id of the stored copy. */
  id: string;
}

let queue: Promise<unknown> = Promise.resolve();

function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

function byApplicant(all: AttachmentMeta[]): { attachment: AttachmentMeta; index: number; rest: string }[] {
  return all
    .map((attachment) => ({ attachment, match: APPLICANT_FIELD.exec(attachment.field) }))
    .filter((e): e is { attachment: AttachmentMeta; match: RegExpExecArray } => e.match !== null)
    .map(({ attachment, match }) => ({ attachment, index: Number(match[1]), rest: match[2] ?? '' }))
    .sort((a, b) => a.index - b.index);
}

/**
 * Deletes the files of applicant `removed` in draft `draftId` and moves every later applicant's
 * files one index up. Returns where each moved file now is, so the form can hold the new ids.
 * A file that cannot be copied (storage full) stays where it was, and is cleared if a new
 * applicant later takes that index.
 */
export function shiftApplicantAttachments(draftId: string, removed: number): Promise<MovedAttachment[]> {
  return serial(async () => {
    const { deleteAttachment, getAttachmentBlob, listAttachments, putAttachment } = await loadStorage();
    const entries = byApplicant(await listAttachments(draftId));
    for (const e of entries) if (e.index === removed) await deleteAttachment(e.attachment.id);
    const moved: MovedAttachment[] = [];
    for (const { attachment, index, rest } of entries) {
      if (index <= removed) continue;
      const blob = await getAttachmentBlob(attachment.id);
      if (!blob) continue;
      const field = `applicants.${index - 1}.${rest}`;
      const result = await putAttachment(draftId, field, blob, { name: attachment.name, accept: [attachment.type] });
      if (!result.ok) continue;
      await deleteAttachment(attachment.id);
      moved.push({ field, id: result.attachment.id });
    }
    return moved;
  });
}

/** Deletes any file left at applicant `index` (before a new applicant takes that place). */
export function clearApplicantAttachments(draftId: string, index: number): Promise<void> {
  return serial(async () => {
    const { deleteAttachment, listAttachments } = await loadStorage();
    for (const e of byApplicant(await listAttachments(draftId)))
      if (e.index === index) await deleteAttachment(e.attachment.id);
  });
}
