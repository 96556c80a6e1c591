// The PromptPay payload (Thai QR Payment, bill payment, tag 30): the library the desk uses
// reproduces the test vector of the brief (biller 0112233445566, Ref1 CUSTOMER001, Ref2 INV001,
// terminal label SCB, no amount), and an invoice's payload carries the school's biller, the
// references without hyphens and the amount, with a CRC-16/CCITT-FALSE computed here independently.

import { generate } from 'promptparse';
import { describe, expect, it } from 'vitest';
import { promptPayPayload, ref1Of, ref2Of } from '../../server/desk/money/promptpay';

const VECTOR =
  '00020101021130620016A000000677010112011301122334455660211CUSTOMER0010306INV00153037645802TH62070703SCB6304780E';

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The top-level tags of an EMV payload, in order. */
function tags(payload: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < payload.length;) {
    const length = Number(payload.slice(i + 2, i + 4));
    out.push([payload.slice(i, i + 2), payload.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  return out;
}

describe('PromptPay bill payment', () => {
  it('reproduces the test vector, whose CRC checks', () => {
    expect(generate.billPayment({ billerId: '0112233445566', ref1: 'CUSTOMER001', ref2: 'INV001', ref3: 'SCB' })).toBe(
      VECTOR,
    );
    expect(crc16(VECTOR.slice(0, -4))).toBe(VECTOR.slice(-4));
  });

  it('carries an invoice’s biller, references and amount', () => {
    const payload = promptPayPayload(
      '010555600000001',
      ref1Of('INV-2026-0001'),
      ref2Of('CCIS-2026-000123', 1),
      44_897_000,
    );
    // Tag 30: AID, biller (15), Ref1 (11), Ref2 (16); 01 12: a code for one payment (it has an amount).
    expect(Object.fromEntries(tags(payload))).toEqual({
      '00': '01',
      '01': '12',
      '30': '0016A00000067701011201150105556000000010211INV202600010316CCIS2026000123C2',
      '53': '764',
      '54': '448970.00',
      '58': 'TH',
      '63': crc16(payload.slice(0, -4)),
    });
    expect(tags(payload).at(-1)?.[0]).toBe('63');
    // Nothing to pay: no code.
    expect(promptPayPayload('010555600000001', 'INV20260001', 'X', 0)).toBe('');
  });
});
