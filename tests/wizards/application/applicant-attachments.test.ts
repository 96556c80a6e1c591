// Removing an applicant moves the later applicants' files up with them; a new applicant never
// inherits a file left at its place.

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraft, getAttachmentBlob, listAttachments, putAttachment } from '../../../src/db';
import {
  clearApplicantAttachments,
  shiftApplicantAttachments,
} from '../../../src/wizards/application/applicant-attachments';
import { pdfFile } from '../../db/support';
import { clearDatabase } from '../../forms/support';

afterEach(clearDatabase);

async function draftWithFiles(): Promise<string> {
  const draft = await createDraft('application', {}, 1);
  for (const index of [0, 1, 2])
    for (const key of ['birthCertificate', 'householdOrVisa'])
      await putAttachment(
        draft.id,
        `applicants.${index}.documents.${key}`,
        pdfFile(1024 + index, `a${index}-${key}.pdf`),
      );
  await putAttachment(draft.id, 'attachments.other', pdfFile(900, 'other.pdf'));
  return draft.id;
}

const fieldsAndNames = async (draftId: string) =>
  (await listAttachments(draftId)).map((a) => `${a.field} ${a.name}`).sort();

describe('applicant attachments', () => {
  it('deletes the removed applicant’s files and moves the later ones up', async () => {
    const draftId = await draftWithFiles();
    const moved = await shiftApplicantAttachments(draftId, 1);
    expect(await fieldsAndNames(draftId)).toEqual([
      'applicants.0.documents.birthCertificate a0-birthCertificate.pdf',
      'applicants.0.documents.householdOrVisa a0-householdOrVisa.pdf',
      'applicants.1.documents.birthCertificate a2-birthCertificate.pdf',
      'applicants.1.documents.householdOrVisa a2-householdOrVisa.pdf',
      'attachments.other other.pdf',
    ]);
    expect(moved.map((m) => m.field).sort()).toEqual([
      'applicants.1.documents.birthCertificate',
      'applicants.1.documents.householdOrVisa',
    ]);
    const copy = await getAttachmentBlob(moved[0]!.id);
    expect(copy?.size).toBe(1026);
  });

  it('clears what is left at an index before a new applicant takes it', async () => {
    const draftId = await draftWithFiles();
    await clearApplicantAttachments(draftId, 2);
    expect((await fieldsAndNames(draftId)).filter((f) => f.startsWith('applicants.2.'))).toEqual([]);
    expect(await fieldsAndNames(draftId)).toHaveLength(5);
  });
});
