// The school's money settings, read from the environment (docs/fees.md, "Configuration"): the
// PromptPay biller id, the tax id and legal name its documents carry, and the bank account for
// transfers. Each has a default that runs the whole flow on one machine (a test biller id and a
// made-up account); a school sets its own before taking real money.

import { brand } from '../../../src/config/brand';
import type { BankDetails } from '../../../src/shared/contracts/money';

export interface MoneyConfig {
  /** PromptPay biller id: the tax id and a two-digit suffix (15 digits). */
  billerId: string;
  taxId: string;
  /** The company the invoices are issued by. */
  legalName: string;
  bank: BankDetails;
}

const setting = (env: NodeJS.ProcessEnv, name: string, fallback: string) => (env[name] ?? '').trim() || fallback;

/** Reads FEES_*; a biller id or tax id that is not digits of the right length stops the start. */
export function loadMoneyConfig(env: NodeJS.ProcessEnv): MoneyConfig {
  const billerId = setting(env, 'FEES_BILLER_ID', '010555600000001');
  if (!/^\d{13}(\d{2})?$/.test(billerId))
    throw new Error(`FEES_BILLER_ID must be a tax id of 13 digits and an optional 2-digit suffix, got "${billerId}"`);
  const taxId = setting(env, 'FEES_TAX_ID', billerId.slice(0, 13));
  if (!/^\d{13}$/.test(taxId)) throw new Error(`FEES_TAX_ID must be 13 digits, got "${taxId}"`);
  const legalName = setting(env, 'FEES_LEGAL_NAME', `${brand.name} Co., Ltd.`);
  return {
    billerId,
    taxId,
    legalName,
    bank: {
      bank: setting(env, 'FEES_BANK', 'Kasikornbank'),
      branch: setting(env, 'FEES_BANK_BRANCH', 'Bophut, Koh Samui'),
      accountName: setting(env, 'FEES_BANK_ACCOUNT_NAME', legalName),
      accountNumber: setting(env, 'FEES_BANK_ACCOUNT', '123-4-56789-0'),
      swift: setting(env, 'FEES_BANK_SWIFT', 'KASITHBK'),
    },
  };
}
