// @vitest-environment node
// A document added from the status page while offline (docs/enrolment.md): the device keeps the
// file in its outbox (checked as at submission: a file of a type the school does not take is
// refused there and nothing is kept), the flush fails while the school cannot be reached, and
// on reconnect the outbox declares the file, uploads it over tus to the child's submission and
// forgets it; the checklist then shows it received and the case leaves "waiting for documents".
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueueLateFile, waitingLateFiles } from '../../src/db';
import { sendOutbox } from '../../src/outbox';
import { bytesWithHeader, clearDatabase } from '../db/support';
import { openPglite } from '../support/test-database';
import { useHarness } from './harness';
import { casesOf, enrolStaff, statusOf, submitApplication } from './support';

const harness = useHarness(() => openPglite('desk-late-outbox-'), 0);
beforeEach(clearDatabase);

describe('a document added offline from the status page', () => {
  it('waits on the device, then reaches the school on reconnect', async () => {
    const h = harness();
    const officer = await enrolStaff(h, 'officer');
    const receipt = await submitApplication(h, [{ firstName: 'Ploy', familyName: 'Jaidee' }], { locale: 'th' });
    const [child] = await casesOf(h, receipt.id);
    const birth = (
      await officer.client.json<{ documents: { document: string; file?: { attachmentId: string } }[] }>(
        'GET',
        `/cases/${child!.id}/enrolment`,
      )
    ).documents.find((d) => d.document === 'birthCertificate')!;
    await officer.client.post(`/cases/${child!.id}/documents`, {
      document: 'birthCertificate',
      verdict: 'asked-again',
      reason: 'unreadable',
      attachmentId: birth.file!.attachmentId,
    });
    const token = receipt.statusToken!;
    const declare = (meta: Record<string, unknown>) => ({ token, applicant: 0, document: 'birthCertificate', ...meta });

    // Not a document the school takes: refused on the device, nothing kept.
    const html = new File([bytesWithHeader('<html><body>', 2000)], 'birth.html');
    expect(await enqueueLateFile(html, { path: '/status/files', names: [] }, declare)).toEqual({
      ok: false,
      reason: 'wrong-type',
    });
    expect(await waitingLateFiles()).toEqual([]);

    const pdf = new File([bytesWithHeader('%PDF-1.7\n', 40_000)], 'สูติบัตร.pdf');
    const kept = await enqueueLateFile(pdf, { path: '/status/files', names: [] }, declare);
    expect(kept.ok).toBe(true);

    // Offline: every request fails; the file stays, to be tried again.
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const failed = await sendOutbox({ apiBase: '/api', fetch: offline });
    expect(failed.retrying).toHaveLength(1);
    expect(await waitingLateFiles()).toHaveLength(1);
    const checklist = async () =>
      ((await (await statusOf(h, token)).json()).cases[0].documents as { document: string; state: string }[]).find(
        (d) => d.document === 'birthCertificate',
      )!.state;
    expect(await checklist()).toBe('asked-again');

    // Back online (the item's backoff is past): declared, uploaded, forgotten on the device.
    const online = ((input: RequestInfo | URL, init?: RequestInit) =>
      h.intake.request(String(input), init)) as typeof fetch;
    const sent = await sendOutbox({ apiBase: '/api', fetch: online, now: () => Date.now() + 60 * 60 * 1000 });
    expect(sent.completed).toHaveLength(1);
    expect(await waitingLateFiles()).toEqual([]);
    expect(await checklist()).toBe('received');
    expect((await casesOf(h, receipt.id))[0]!.stage).toBe('received');
    const stored = (await h.store.getAttachments(receipt.id)).filter((a) => a.late);
    expect(stored).toEqual([expect.objectContaining({ name: 'สูติบัตร.pdf', size: 40_000 })]);
  }, 60_000);
});
