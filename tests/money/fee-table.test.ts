// The fee arithmetic (src/shared/fees.ts) against cases worked by hand from the school's figures
// (src/data/facts.ts): one to four children, the first term or the full year, with and without the
// bus. Each row's working is in its comment; the figures are baht (the code works in satang).
//
// Figures used: admissions fee 65,000 + deposit 30,000 = 95,000 per child. Tuition per term:
// F1-F2 98,000, F3 112,000, Y1-3 138,000, Y4-6 146,000, Y7-9 162,000, Y10-11 178,000,
// Y12-13 192,000. Sibling discount on tuition: 2nd 10%, 3rd and after 20%. Full year: 3 terms,
// 5% off what the sibling discount left. Bus 12,000 per term.

import { describe, expect, it } from 'vitest';
import { feeLines, percentOf, siblingOrder, totalOf } from '../../src/shared/fees';
import type { FeePlan } from '../../src/shared/contracts/money';

interface Kid {
  name: string;
  year: string;
  dateOfBirth: string;
}

/** Each child's invoice total in baht, in the order the children were given. */
function family(kids: Kid[], plan: FeePlan, bus: boolean): Record<string, number> {
  const ordered = siblingOrder(
    kids.map((kid, i) => ({ ...kid, id: kid.name, reference: 'CCIS-2026-000001', applicantIndex: i })),
  );
  return Object.fromEntries(
    ordered.map((kid, i) => [kid.name, totalOf(feeLines({ year: kid.year, plan, rank: i + 1, bus })!) / 100]),
  );
}

const ann = { name: 'Ann', year: 'y2', dateOfBirth: '2019-03-01' };
const ben = { name: 'Ben', year: 'y5', dateOfBirth: '2016-07-15' };

describe('fees by hand', () => {
  it.each([
    // 95,000 + 138,000 = 233,000
    ['one child, term, no bus', [ann], 'term', false, { Ann: 233_000 }],
    // 138,000 × 3 = 414,000; 5% = 20,700; 95,000 + 414,000 − 20,700 = 488,300
    ['one child, year, no bus', [ann], 'year', false, { Ann: 488_300 }],
    // 233,000 + 12,000 = 245,000
    ['one child, term, bus', [ann], 'term', true, { Ann: 245_000 }],
    // 488,300 + 36,000 = 524,300
    ['one child, year, bus', [ann], 'year', true, { Ann: 524_300 }],
    // Ben (Y5, born 2016) is the elder: 95,000 + 146,000 = 241,000.
    // Ann second: 138,000 − 10% 13,800 = 124,200; + 95,000 = 219,200.
    ['two children, term, no bus', [ann, ben], 'term', false, { Ben: 241_000, Ann: 219_200 }],
    // Ben: 438,000 − 5% 21,900 + 95,000 + 36,000 = 547,100.
    // Ann: 414,000 − 10% 41,400 = 372,600; − 5% 18,630; + 95,000 + 36,000 = 484,970.
    ['two children, year, bus', [ann, ben], 'year', true, { Ben: 547_100, Ann: 484_970 }],
    // Cat (Y7) 95,000 + 162,000 = 257,000; Ben (Y5) 95,000 + 146,000 − 14,600 = 226,400;
    // Dee (F3) 95,000 + 112,000 − 20% 22,400 = 184,600.
    [
      'three children, term, no bus',
      [
        { name: 'Dee', year: 'f3', dateOfBirth: '2021-11-30' },
        ben,
        { name: 'Cat', year: 'y7', dateOfBirth: '2014-01-20' },
      ],
      'term',
      false,
      { Cat: 257_000, Ben: 226_400, Dee: 184_600 },
    ],
    // Cat: 486,000 − 5% 24,300 + 95,000 + 36,000 = 592,700.
    // Ben: 438,000 − 10% 43,800 = 394,200; − 5% 19,710; + 95,000 + 36,000 = 505,490.
    // Dee: 336,000 − 20% 67,200 = 268,800; − 5% 13,440; + 95,000 + 36,000 = 386,360.
    [
      'three children, year, bus',
      [
        { name: 'Dee', year: 'f3', dateOfBirth: '2021-11-30' },
        ben,
        { name: 'Cat', year: 'y7', dateOfBirth: '2014-01-20' },
      ],
      'year',
      true,
      { Cat: 592_700, Ben: 505_490, Dee: 386_360 },
    ],
    // Eve (Y12) 95,000 + 192,000 + 12,000 = 299,000; Fay (Y10) 95,000 + 178,000 − 17,800 + 12,000 =
    // 267,200; Gus (Y1) 95,000 + 138,000 − 27,600 + 12,000 = 217,400; Hal (F1) 95,000 + 98,000 −
    // 19,600 + 12,000 = 185,400.
    [
      'four children, term, bus',
      [
        { name: 'Hal', year: 'f1', dateOfBirth: '2023-02-02' },
        { name: 'Gus', year: 'y1', dateOfBirth: '2020-06-06' },
        { name: 'Fay', year: 'y10', dateOfBirth: '2011-09-09' },
        { name: 'Eve', year: 'y12', dateOfBirth: '2009-04-04' },
      ],
      'term',
      true,
      { Eve: 299_000, Fay: 267_200, Gus: 217_400, Hal: 185_400 },
    ],
    // Eve: 576,000 − 5% 28,800 + 95,000 = 642,200.
    // Fay: 534,000 − 10% 53,400 = 480,600; − 5% 24,030; + 95,000 = 551,570.
    // Gus: 414,000 − 20% 82,800 = 331,200; − 5% 16,560; + 95,000 = 409,640.
    // Hal: 294,000 − 20% 58,800 = 235,200; − 5% 11,760; + 95,000 = 318,440.
    [
      'four children, year, no bus',
      [
        { name: 'Hal', year: 'f1', dateOfBirth: '2023-02-02' },
        { name: 'Gus', year: 'y1', dateOfBirth: '2020-06-06' },
        { name: 'Fay', year: 'y10', dateOfBirth: '2011-09-09' },
        { name: 'Eve', year: 'y12', dateOfBirth: '2009-04-04' },
      ],
      'year',
      false,
      { Eve: 642_200, Fay: 551_570, Gus: 409_640, Hal: 318_440 },
    ],
  ] as [string, Kid[], FeePlan, boolean, Record<string, number>][])('%s', (_name, kids, plan, bus, expected) => {
    expect(family(kids, plan, bus)).toEqual(expected);
  });

  it('prints the lines of a second child’s full year with the bus, discounts negative', () => {
    expect(feeLines({ year: 'y2', plan: 'year', rank: 2, bus: true })).toEqual([
      { kind: 'admissions-fee', amount: 6_500_000, terms: 1 },
      { kind: 'security-deposit', amount: 3_000_000, terms: 1 },
      { kind: 'tuition', amount: 41_400_000, terms: 3, band: 'y1-y3' },
      { kind: 'sibling-discount', amount: -4_140_000, terms: 3, rate: 1000, rank: 2 },
      { kind: 'full-year-discount', amount: -1_863_000, terms: 3, rate: 500 },
      { kind: 'bus', amount: 3_600_000, terms: 3 },
    ]);
  });

  it('rounds a percentage half up to the satang', () => {
    // 0.05 × 1 satang = 0.05 → 0; 5% of 10 satang = 0.5 → 1; 10% of 1,234,567 satang = 123,456.7 → 123,457.
    expect(percentOf(1, 500)).toBe(0);
    expect(percentOf(10, 500)).toBe(1);
    expect(percentOf(1_234_567, 1000)).toBe(123_457);
  });

  it('orders twins by their place in the application, and a missing birthday last', () => {
    const order = siblingOrder([
      { id: 'no-date', dateOfBirth: null, reference: 'A', applicantIndex: 0 },
      { id: 'twin-2', dateOfBirth: '2018-01-01', reference: 'A', applicantIndex: 2 },
      { id: 'twin-1', dateOfBirth: '2018-01-01', reference: 'A', applicantIndex: 1 },
    ]);
    expect(order.map((c) => c.id)).toEqual(['twin-1', 'twin-2', 'no-date']);
  });

  it('has no tuition for a year the school does not teach', () => {
    expect(feeLines({ year: 'y14', plan: 'term', rank: 1, bus: false })).toBeUndefined();
  });
});
