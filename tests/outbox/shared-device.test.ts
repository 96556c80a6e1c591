// @vitest-environment node
// A submission made in a shared-device session, sent after the family handed the tablet over:
// at rest its snapshot and files are sealed with the device key; flushOutbox still delivers them
// to the real intake API (PGlite), byte for byte; then nothing of the family stays on the device.
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  storeSharedDeviceMode,
  enqueueSubmission,
  handOver,
  listOutbox,
  listReceipts,
  startSession,
} from '../../src/db';
import { getDb } from '../../src/db/database';
import { sendOutbox } from '../../src/outbox';
import { clearDatabase } from '../db/support';
import { finishedScholarship, useTestIntake } from './support';

const intake = useTestIntake('outbox-shared-');

beforeEach(clearDatabase);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const latin1 = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    v instanceof Uint8Array || v instanceof ArrayBuffer ? Buffer.from(v as ArrayBuffer).toString('latin1') : v,
  );

describe('a shared-device submission', () => {
  it('is sealed at rest, still goes out after hand-over, and then leaves nothing behind', async () => {
    await storeSharedDeviceMode({ idleMinutes: 10, warnSeconds: 60 });
    await startSession('2468', 1_000);
    const draft = await finishedScholarship([200_000]);
    const item = await enqueueSubmission(draft.draftId);
    expect(item.payload.data).toMatchObject({ student: { firstName: 'Ploy', currentSchool: draft.marker } });

    const db = getDb();
    const atRest = latin1([await db.outbox.toArray(), await db.drafts.toArray(), await db.attachmentBlobs.toArray()]);
    for (const secret of [draft.marker, 'Ploy', 'ploy@example.com']) expect(atRest).not.toContain(secret);
    const file = draft.files[0]!;
    expect(atRest).not.toContain(Buffer.from(file.bytes.subarray(100_000, 100_064)).toString('latin1'));

    await handOver();
    expect((await listOutbox()).map((i) => i.payload.data)).toEqual([item.payload.data]);

    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) =>
      intake.api.app.request(String(input), init)) as typeof globalThis.fetch;
    const report = await sendOutbox({ apiBase: '/api', fetch });
    expect(report.completed).toEqual([item.id]);

    const stored = (await intake.api.store.listSubmissions()).filter((s) =>
      JSON.stringify(s.data).includes(draft.marker),
    );
    expect(stored).toHaveLength(1);
    expect(sha256(readFileSync(path.join(intake.dir, 'files', 'files', item.id, file.id)))).toBe(sha256(file.bytes));

    expect(await db.drafts.count()).toBe(0);
    expect(await db.attachments.count()).toBe(0);
    expect(await db.attachmentBlobs.count()).toBe(0);
    expect(await listReceipts()).toMatchObject([{ reference: stored[0]!.reference, names: [] }]);
  });
});
