// The words of the families' e-mails in their language: the mail catalogue (src/locales/mail) and
// the status page's stage names and "what happens next" (src/locales/forms/status.*), one source
// for both, formatted with ICU MessageFormat as the page formats them.

import { IntlMessageFormat } from 'intl-messageformat';
import { brand } from '../../../src/config/brand';
import { isLocale, localeInfo, type Locale } from '../../../src/i18n/locales';
import { workflowOf, type Stage } from '../../../src/shared/admissions/stages';
import mailCn from '../../../src/locales/mail/cn.json' with { type: 'json' };
import mailEn from '../../../src/locales/mail/en.json' with { type: 'json' };
import mailRu from '../../../src/locales/mail/ru.json' with { type: 'json' };
import mailTh from '../../../src/locales/mail/th.json' with { type: 'json' };
import statusCn from '../../../src/locales/forms/status.cn.json' with { type: 'json' };
import statusEn from '../../../src/locales/forms/status.en.json' with { type: 'json' };
import statusRu from '../../../src/locales/forms/status.ru.json' with { type: 'json' };
import statusTh from '../../../src/locales/forms/status.th.json' with { type: 'json' };

export type MailId = keyof typeof mailEn;
type StatusId = keyof typeof statusEn;
type Values = Record<string, string>;

const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...statusEn, ...mailEn },
  th: { ...statusTh, ...mailTh },
  ru: { ...statusRu, ...mailRu },
  cn: { ...statusCn, ...mailCn },
};

const SCHOOL_TIME_ZONE = 'Asia/Bangkok';

export interface Words {
  locale: Locale;
  t(id: MailId | StatusId, values?: Values): string;
  /** The family's name for a stage of a kind's workflow, and what happens next at it. */
  stage(kind: string, stage: Stage): { name: string; next: string };
  /** "Friday 5 December 2025" at the school. */
  day(iso: string): string;
  /** The day and the time at the school. */
  dayAndTime(iso: string): string;
}

/** The e-mail words of `locale` (English for anything else). */
export function wordsFor(rawLocale: string): Words {
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'en';
  const messages = catalogues[locale];
  const intl = localeInfo[locale].intl;
  const t = (id: string, values: Values = {}) =>
    String(
      new IntlMessageFormat(messages[id] ?? catalogues.en[id] ?? id, intl).format({
        school: brand.name,
        short: brand.shortName,
        ...values,
      }),
    );
  return {
    locale,
    t,
    stage(kind, stage) {
      const workflow = workflowOf(kind);
      return { name: t(`form.status.stage.${workflow}.${stage}`), next: t(`form.status.next.${workflow}.${stage}`) };
    },
    day: (iso) =>
      new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: SCHOOL_TIME_ZONE }).format(new Date(iso)),
    dayAndTime: (iso) =>
      new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE }).format(
        new Date(iso),
      ),
  };
}
