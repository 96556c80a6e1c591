// Helpers of the outbox tests: the real intake API for a test file, a finished scholarship draft
// with real files on the device, and an in-memory Web Locks manager (Node 20 has no navigator.locks).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createIntakeApi, type IntakeApi } from '../../server/intake';
import { createDraft, putAttachment, saveDraft } from '../../src/db';
import { quietLogger, testConfig } from '../intake/support';
import { bytesWithHeader } from '../db/support';

export const MB = 1024 * 1024;

export interface FinishedDraft {
  draftId: string;
  /** A value unique to this draft's data, to find it among the server's submissions. */
  marker: string;
  files: { id: string; field: string; bytes: Uint8Array }[];
}

/**
 * A scholarship application (new student) as the wizard leaves it at Submit: valid data whose
 * attachment fields hold the ids of PDFs stored on the device (`sizes`: transcript, awards).
 */
export async function finishedScholarship(
  sizes: number[] = [300_000, 120_000],
  student: Record<string, unknown> = {},
): Promise<FinishedDraft> {
  const marker = `Samui Primary ${crypto.randomUUID().slice(0, 8)}`;
  const data = {
    student: {
      applicantType: 'new',
      firstName: 'Ploy',
      familyName: 'Jaidee',
      middleName: '',
      nickname: 'Ploy',
      studentEmail: 'ploy@example.com',
      yearGroup: 'primary',
      year: 'y3',
      currentSchool: marker,
      ...student,
    },
    attachments: { transcript: '', awards: '', portfolio: '' } as Record<string, string>,
  };
  const draft = await createDraft('scholarship-external', data, 1);
  const fields = ['attachments.transcript', 'attachments.awards', 'attachments.portfolio'];
  const files: FinishedDraft['files'] = [];
  for (const [index, size] of sizes.entries()) {
    const field = fields[index] ?? 'attachments.portfolio';
    const bytes = bytesWithHeader('%PDF-1.7\n', size);
    const stored = await putAttachment(draft.id, field, new File([bytes], `${field.split('.')[1]}.pdf`));
    if (!stored.ok) throw new Error(`file not stored: ${stored.reason}`);
    data.attachments[field.split('.')[1] as string] = stored.attachment.id;
    files.push({ id: stored.attachment.id, field, bytes });
  }
  await saveDraft(draft.id, { data, names: ['Ploy Jaidee'] });
  return { draftId: draft.id, marker, files };
}

/** A small LockManager: `ifAvailable` requests get `null` while the lock is held. */
export function memoryLocks() {
  const held = new Set<string>();
  return {
    async request<T>(
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: { name: string } | null) => T | Promise<T>,
    ): Promise<T> {
      if (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        throw new Error('this test lock manager only does ifAvailable');
      }
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** The intake API of a test file and the temporary folder holding its database and files. */
export interface TestIntake {
  api: IntakeApi;
  dir: string;
}

/** Starts the real intake API (PGlite in a temporary folder) before the file's tests, closes it after. */
export function useTestIntake(prefix: string): TestIntake {
  const intake = {} as TestIntake;
  beforeAll(async () => {
    intake.dir = mkdtempSync(path.join(tmpdir(), prefix));
    intake.api = await createIntakeApi({ config: testConfig(intake.dir), logger: quietLogger });
  }, 120_000);
  afterAll(async () => {
    await intake.api?.close();
    if (intake.dir) rmSync(intake.dir, { recursive: true, force: true });
  });
  return intake;
}
