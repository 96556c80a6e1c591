// The enrolment contract's exact text, in the family's language (src/locales/contract), made from
// the school's figures (src/data/facts.ts: tuition of the child's year, admissions fee, deposit,
// discounts, the bus, refunds, notice, insurance, the first-day rule) and the terms' version
// (DESK_TERMS_VERSION). What a guardian signs is this text: its SHA-256 is computed here, shown
// to the page, sent back with the signature and stored with it, so a text that changed between
// the page and the signature is refused (docs/enrolment.md, "The contract").

import { createHash } from 'node:crypto';
import { IntlMessageFormat } from 'intl-messageformat';
import { brand } from '../../../src/config/brand';
import {
  bus,
  discounts,
  insurance,
  oneOffFees,
  refunds,
  starting,
  termsPerYear,
  tuition,
} from '../../../src/shared/admissions/school-figures';
import { isLocale, localeInfo, type Locale } from '../../../src/i18n/locales';
import contractCn from '../../../src/locales/contract/cn.json' with { type: 'json' };
import contractEn from '../../../src/locales/contract/en.json' with { type: 'json' };
import contractRu from '../../../src/locales/contract/ru.json' with { type: 'json' };
import contractTh from '../../../src/locales/contract/th.json' with { type: 'json' };

const catalogues: Record<Locale, Record<string, string>> = {
  en: contractEn,
  th: contractTh,
  ru: contractRu,
  cn: contractCn,
};

/** The tuition band of a year group (`y3` is in `y1-y3`). */
export function tuitionOf(year: string): number | undefined {
  const match = /^(f|y)(\d+)$/.exec(year);
  if (!match) return undefined;
  const [, stage, n] = match;
  return tuition.find((band) => {
    const range = /^(f|y)(\d+)(?:-(?:f|y)(\d+))?$/.exec(band.id);
    if (!range || range[1] !== stage) return false;
    const from = Number(range[2]);
    const to = Number(range[3] ?? range[2]);
    return Number(n) >= from && Number(n) <= to;
  })?.perTerm;
}

export interface ContractInput {
  locale: string;
  childName: string;
  year: string;
  reference: string;
  version: string;
}

export interface ContractText {
  locale: Locale;
  title: string;
  /** The text's blocks, title first, as the PDF sets them. */
  blocks: { kind: 'title' | 'heading' | 'paragraph'; text: string }[];
  /** The same, as plain paragraphs. */
  paragraphs: string[];
  /** The exact text signed: the paragraphs joined by blank lines. */
  text: string;
  sha256: string;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function contractText(input: ContractInput): ContractText {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'en';
  const messages = catalogues[locale];
  const intl = localeInfo[locale].intl;
  const baht = new Intl.NumberFormat(intl, { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 });
  const year = messages[`contract.year.${input.year}`] ?? input.year;
  const fee = tuitionOf(input.year);
  const values: Record<string, string | number> = {
    school: brand.name,
    child: input.childName,
    year,
    reference: input.reference,
    tuition: fee === undefined ? '—' : baht.format(fee),
    terms: termsPerYear,
    second: percent.format(discounts.secondChild),
    third: percent.format(discounts.thirdChildAndBeyond),
    fullYear: percent.format(discounts.fullYearInAdvance),
    bus: baht.format(bus.perTerm),
    admissions: baht.format(oneOffFees.admissions),
    deposit: baht.format(oneOffFees.securityDeposit),
    card: percent.format(refunds.cardDeduction),
    cover: baht.format(insurance.accidentCoverPerIncident),
    weeks: insurance.startsWithinWeeks,
    workingDays: starting.workingDaysBefore,
    hour: starting.feesDeadlineHour,
    version: input.version,
  };
  const t = (id: string, extra: Record<string, string | number> = {}) =>
    String(new IntlMessageFormat(messages[id]!, intl).format({ ...values, ...extra }));
  const sections = ['fees', 'admissions', 'deposit', 'refunds', 'insurance', 'start'] as const;
  const days: Record<(typeof sections)[number], number | undefined> = {
    fees: undefined,
    admissions: oneOffFees.admissionsDueDays,
    deposit: undefined,
    refunds: refunds.minDays,
    insurance: undefined,
    start: undefined,
  };
  const title = t('contract.title');
  const blocks: ContractText['blocks'] = [
    { kind: 'title', text: title },
    { kind: 'paragraph', text: t('contract.parties') },
    ...sections.flatMap((section) => [
      { kind: 'heading' as const, text: t(`contract.${section}.title`) },
      {
        kind: 'paragraph' as const,
        text: t(`contract.${section}.body`, days[section] === undefined ? {} : { days: days[section] }),
      },
    ]),
    { kind: 'paragraph', text: t('contract.consent') },
    { kind: 'paragraph', text: t('contract.version') },
  ];
  const paragraphs = blocks.map((block) => block.text);
  const text = paragraphs.join('\n\n');
  return { locale, title, blocks, paragraphs, text, sha256: sha256Hex(text) };
}
