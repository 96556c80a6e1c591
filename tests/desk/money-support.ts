// What the money suites share: children taken to "offer accepted" (the head's offer answered by the
// family's own offer id, as its signed link would), the family's money requests, a bank slip
// picture carrying a Thai slip's QR code, reading a QR code back from a PNG, and a PDF's text.

import { moveCase } from '../../server/desk/moves';
import { attachmentOf } from '../intake/support';
import { casesOf, type Harness } from './support';

export { decodeQr, slipPicture } from '../support/qr-images';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves each case of a submission (or those at `only`) to "offer accepted": the head's offer, then the family's yes. */
export async function acceptAll(h: Harness, submissionId: string, only?: number[]) {
  const db = h.desk.deps().db;
  const head = { label: 'head@school.test', role: 'head' as const };
  const cases = await casesOf(h, submissionId);
  for (const child of cases) {
    if (only && !only.includes(child.applicant_index)) continue;
    const now = h.clock.now();
    await moveCase(db, { caseId: child.id, to: 'under-review', actor: head, now });
    await moveCase(db, {
      caseId: child.id,
      to: 'offer-made',
      actor: head,
      now,
      deadline: new Date(+now + 10 * DAY_MS),
    });
    const [offer] = await db.query<{ offer_id: string }>(
      'SELECT offer_id::text AS offer_id FROM desk_cases WHERE id = $1',
      [child.id],
    );
    const accepted = await moveCase(db, {
      caseId: child.id,
      to: 'offer-accepted',
      actor: { label: 'family', role: 'family' },
      offerId: offer!.offer_id,
      now,
    });
    if (!accepted.ok) throw new Error(`could not accept: ${accepted.error}`);
  }
  return cases;
}

/** Posts to one of the family's money routes (`/api/status/fees/<path>`). */
export function familyPost(h: Harness, path: string, body: unknown) {
  return h.intake.request(`/api/status/fees/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The slip request's file and the bytes to upload, for `bytes` of `type`. */
export function slipFile(bytes: Uint8Array, type = 'image/png', name = 'slip.png') {
  const attachment = attachmentOf({ field: 'fees.slip', bytes, type, name });
  const { field: _field, ...file } = attachment;
  return { file, attachment, bytes };
}

/** A PDF's text, page after page, its runs joined as pdf.js reads them (a line's end as a new line). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}
