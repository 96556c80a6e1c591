// The families' money e-mails, in the language of their application (docs/fees.md): the invoice
// (amount, due day, the PromptPay code as an image the server draws, the bank's details and the
// references), a payment counted (with the receipt's number once the invoice is paid), a reminder
// before the due day and one when it has passed. Like every family e-mail: no attachment, the
// child's name only as the name rule lets it through, the status link unless staff revoked it.

import { localeInfo } from '../../../src/i18n/locales';
import { formatBaht } from '../../../src/shared/fees';
import { mailSafeName } from '../../../src/shared/validation/validators';
import type { DeskDeps } from '../context';
import { emailsOfCase, familyLinks } from '../family';
import { footer, statusParts, type FamilyMail, type Part } from '../mail/compose';
import { wordsFor } from '../mail/texts';
import { qrPath } from '../http/fees-routes';
import type { InvoiceRow } from './ledger';

/** The school day `YYYY-MM-DD` as the family reads it. */
const dayOf = (w: ReturnType<typeof wordsFor>, day: string) => w.day(`${day}T12:00:00+07:00`);

export type MoneyMail =
  | { kind: 'invoice'; invoice: InvoiceRow; balance: number }
  | { kind: 'payment'; invoice: InvoiceRow; amount: number; balance: number; receipt?: string }
  | { kind: 'reminder' | 'overdue'; invoice: InvoiceRow; balance: number };

/** Composes one money e-mail. */
export function moneyMail(deps: DeskDeps, input: MoneyMail, links: Parameters<typeof statusParts>[1]): FamilyMail {
  const { invoice } = input;
  const w = wordsFor(invoice.locale);
  const baht = (satang: number) => formatBaht(satang, localeInfo[w.locale].intl);
  const name = mailSafeName(invoice.student_name.split(' ')[0] ?? '');
  const values = {
    name,
    number: invoice.number,
    invoice: invoice.number,
    date: dayOf(w, invoice.due_on),
    amount: baht(input.kind === 'payment' ? input.amount : invoice.total),
    balance: baht(input.balance),
  };
  const bank = deps.config.money.bank;
  const payParts = (): Part[] => {
    const path = qrPath(deps, invoice.id);
    return [
      ...(path
        ? [w.t('mail.invoice.qr' as never), { image: `${deps.config.siteOrigin}/api${path}`, alt: 'PromptPay QR' }]
        : []),
      w.t('mail.invoice.refs' as never, { ref1: invoice.ref1, ref2: invoice.ref2 }),
      w.t('mail.invoice.transfer' as never, {
        bank: bank.bank,
        branch: bank.branch,
        account: bank.accountNumber,
        holder: bank.accountName,
        swift: bank.swift,
        ref: invoice.ref1,
      }),
      w.t('mail.invoice.slip' as never),
    ];
  };
  let subject: string;
  let body: Part[];
  if (input.kind === 'invoice') {
    subject = w.t('mail.invoice.subject' as never, values);
    body = [w.t('mail.invoice.body' as never, values), ...payParts()];
  } else if (input.kind === 'payment') {
    subject = input.receipt
      ? w.t('mail.receipt.subject' as never, { ...values, number: input.receipt })
      : w.t('mail.payment.subject' as never, values);
    body = input.receipt
      ? [w.t('mail.receipt.body' as never, { ...values, number: input.receipt })]
      : [w.t('mail.payment.body' as never, values), ...payParts()];
  } else {
    const key = input.kind === 'reminder' ? 'reminder' : 'overdue';
    subject = w.t(`mail.${key}.subject` as never, values);
    body = [w.t(`mail.${key}.body` as never, values), ...payParts()];
  }
  return {
    kind: input.kind === 'overdue' ? 'reminder' : input.kind,
    fromName: w.t('mail.team'),
    subject,
    parts: [
      w.t('mail.greeting'),
      ...body,
      w.t('mail.reference', { reference: invoice.reference }),
      ...statusParts(w, links),
      `${w.t('mail.closing')}\n${w.t('mail.team')}`,
      footer(w, 'application', links),
    ],
  };
}

/** Sends a money e-mail to the child's family (nothing when the desk has no mail). */
export async function sendMoneyMail(deps: DeskDeps, input: MoneyMail): Promise<void> {
  if (!deps.mailer.enabled) return;
  const to = await emailsOfCase(deps, input.invoice.case_id);
  if (to.length === 0) return;
  const links = await familyLinks(deps, input.invoice.submission_id, input.invoice.locale);
  deps.mailer.send(to, input.invoice.locale, moneyMail(deps, input, links), input.invoice.case_id);
}
