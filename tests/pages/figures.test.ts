// Figures live once in src/data/facts.ts: the fees, the bus price and the visa balance appear on
// their pages in all four languages exactly as Intl formats those values for the locale.

import { describe, expect, it } from 'vitest';
import { bus, tuition, visa, oneOffFees } from '../../src/data/facts';
import { localeInfo, locales } from '../../src/i18n/locales';
import { bodyText } from './render-body';

const money = (locale: (typeof locales)[number], amount: number) =>
  new Intl.NumberFormat(localeInfo[locale].intl, { style: 'currency', currency: 'THB', maximumFractionDigits: 0 })
    .format(amount)
    // bodyText collapses every kind of space, as a reader sees it.
    .replace(/\s+/g, ' ');

describe('figures from the one data source', () => {
  for (const locale of locales) {
    it(`school fees, bus price and visa balance in ${locale}`, async () => {
      const fees = await bodyText('school-fees', locale);
      expect(fees).toContain(money(locale, tuition[0].perTerm));
      expect(fees).toContain(money(locale, oneOffFees.securityDeposit));
      expect(await bodyText('school-bus', locale)).toContain(money(locale, bus.perTerm));
      expect(await bodyText('visa-information', locale)).toContain(money(locale, visa.bankBalancePerParentVisa));
    });
  }

  it('no page types a fee instead of reading it', async () => {
    // The amounts never appear as plain typed digits ("12,000" / "12000") outside Intl output.
    for (const locale of locales) {
      const text = await bodyText('school-bus', locale);
      const typed = text.replaceAll(money(locale, bus.perTerm), '');
      expect(typed).not.toMatch(/12[ ,.\u00a0\u202f]?000/);
    }
  });
});
