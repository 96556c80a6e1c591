// The Thai national ID check digit: sum of digit[i] * (13 - i) for the first twelve digits,
// check = (11 - sum % 11) % 10.

import { describe, expect, it } from 'vitest';
import { isValidThaiId, normalizeThaiId, thaiIdCheckDigit } from '../../../src/wizards/application/thai-id';

describe('Thai national ID', () => {
  it('computes the check digit of 1101700230708 as 8', () => {
    // 1*13 + 1*12 + 0*11 + 1*10 + 7*9 + 0*8 + 0*7 + 2*6 + 3*5 + 0*4 + 7*3 + 0*2 = 146; 11 - 146 % 11 = 8
    expect(thaiIdCheckDigit('110170023070')).toBe(8);
    expect(isValidThaiId('1101700230708')).toBe(true);
  });

  it('rejects the same number with another last digit', () => {
    for (const last of [0, 1, 2, 3, 4, 5, 6, 7, 9]) expect(isValidThaiId(`110170023070${last}`)).toBe(false);
  });

  it('accepts the dashes and spaces printed on the card', () => {
    expect(normalizeThaiId('1-1017-00230-70-8')).toBe('1101700230708');
    expect(isValidThaiId('1 1017 00230 70 8')).toBe(true);
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidThaiId('110170023070')).toBe(false);
    expect(isValidThaiId('11017002307080')).toBe(false);
    expect(isValidThaiId('11017002307O8')).toBe(false);
    expect(isValidThaiId('')).toBe(false);
  });

  it('maps a remainder of 0 or 1 to check digits 1 and 0', () => {
    // sum 0 -> (11 - 0) % 10 = 1; sum 12 (12 % 11 = 1) -> 10 % 10 = 0
    expect(thaiIdCheckDigit('000000000000')).toBe(1);
    expect(thaiIdCheckDigit('010000000000')).toBe(0);
    expect(isValidThaiId('0100000000000')).toBe(true);
  });
});
