// The Thai QR Payment code of an invoice (PromptPay bill payment, tag 30), made with promptparse:
// the school's biller id, Ref1 the invoice number and Ref2 the child's reference, both in the
// letters and digits banks' apps take (hyphens dropped), the amount still due, and the CRC-16/
// CCITT-FALSE promptparse appends. Drawn as a PNG for e-mails (sharp renders uqr's SVG).

import { generate } from 'promptparse';
import sharp from 'sharp';
import { renderSVG } from 'uqr';

/** Ref1: the invoice number as a reference (`INV-2026-0001` → `INV20260001`). */
export const ref1Of = (invoiceNumber: string) => invoiceNumber.replace(/[^A-Z0-9]/gi, '').toUpperCase();

/** Ref2: the child's reference (`CCIS-2026-000123`, first child → `CCIS2026000123C1`). */
export const ref2Of = (reference: string, applicantIndex: number) =>
  `${reference.replace(/[^A-Z0-9]/gi, '').toUpperCase()}C${applicantIndex + 1}`.slice(0, 20);

/** The payload for `amount` satang (none once nothing is due). */
export function promptPayPayload(billerId: string, ref1: string, ref2: string, amount: number): string {
  if (amount <= 0) return '';
  return generate.billPayment({ billerId, ref1, ref2, amount: amount / 100 });
}

/** The payload drawn as a PNG, for an e-mail's image. */
export async function promptPayPng(payload: string): Promise<Buffer> {
  const svg = renderSVG(payload, { border: 2, ecc: 'M' });
  return sharp(Buffer.from(svg)).resize(360, 360, { kernel: 'nearest' }).png().toBuffer();
}
