// @vitest-environment node
// A bank slip sent from the status page while offline (docs/fees.md, "Slips"): the device keeps it
// in its outbox as a file added to the application (a file of a type the school does not take is
// refused there and nothing is kept), the flush fails while the school cannot be reached, and on
// reconnect the outbox declares the slip for the child's invoice, uploads it over tus and forgets
// it; the desk then has the slip, its own QR code read (sending bank, transfer reference).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { waitingLateFiles } from '../../src/db';
import { sendOutbox } from '../../src/outbox';
import { sendSlip } from '../../src/app/status/fees-api';
import { bytesWithHeader, clearDatabase } from '../db/support';
import { openPglite } from '../support/test-database';
import { useHarness } from './harness';
import { acceptAll, slipPicture } from './money-support';
import { enrolStaff, submitApplication } from './support';

const harness = useHarness(() => openPglite('desk-slip-outbox-'), 0);
beforeEach(clearDatabase);

describe('a bank slip sent offline from the status page', () => {
  it('waits on the device, then reaches the desk on reconnect with its QR code read', async () => {
    const h = harness();
    const officer = await enrolStaff(h, 'officer');
    const receipt = await submitApplication(h, [{ firstName: 'Ploy', familyName: 'Jaidee', year: 'y2' }], {
      locale: 'th',
    });
    const [child] = await acceptAll(h, receipt.id);
    // 95,000 + 138,000 = 233,000 baht.
    await officer.client.json('POST', `/money/cases/${child!.id}/invoices`, { expectedTotal: 23_300_000 });
    const token = receipt.statusToken!;

    // Not a slip the school takes: refused on the device, nothing kept.
    const html = new File([bytesWithHeader('<html><body>', 2000)], 'slip.html');
    expect(await sendSlip(token, 0, 'INV-2025-0001', html)).toEqual({ ok: false, reason: 'file-type' });
    expect(await waitingLateFiles()).toEqual([]);

    const photo = new File([await slipPicture('006', '2025031077770000')], 'สลิป.png', { type: 'image/png' });
    expect(await sendSlip(token, 0, 'INV-2025-0001', photo)).toEqual({ ok: true, value: true });

    // Offline: every request fails; the slip stays, to be tried again.
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect((await sendOutbox({ apiBase: '/api', fetch: offline })).retrying).toHaveLength(1);
    expect(await waitingLateFiles()).toHaveLength(1);
    const slips = async () =>
      (
        await officer.client.json<{
          slips: { bank: string | null; transactionRef: string | null; arrived: boolean }[];
        }>('GET', `/money/cases/${child!.id}/fees`)
      ).slips;
    expect(await slips()).toEqual([]);

    // Back online (the item's backoff is past): declared, uploaded, read, forgotten on the device.
    const online = ((input: RequestInfo | URL, init?: RequestInit) =>
      h.intake.request(String(input), init)) as typeof fetch;
    const sent = await sendOutbox({ apiBase: '/api', fetch: online, now: () => Date.now() + 60 * 60 * 1000 });
    expect(sent.completed).toHaveLength(1);
    expect(await waitingLateFiles()).toEqual([]);
    expect(await slips()).toEqual([
      expect.objectContaining({ bank: '006', transactionRef: '2025031077770000', arrived: true }),
    ]);
  }, 60_000);
});
