// The e-mail that asks a previous school's teacher for a reference, and its one reminder, in
// English or Thai (the e-mail catalogue, src/locales/mail): who applied where, that the answers
// are confidential, and the signed single-use link with its expiry. The child appears by first
// name only, as the name rule lets it through.

import { brand } from '../../../src/config/brand';
import { localeInfo } from '../../../src/i18n/locales';
import { mailSafeName } from '../../../src/shared/validation/validators';
import type { FamilyMail } from '../mail/compose';
import { wordsFor } from '../mail/texts';

export function referenceMail(
  input: { locale: 'en' | 'th'; child: string; previous: string; url: string; expiresAt: Date },
  reminder: boolean,
): FamilyMail {
  const intl = localeInfo[input.locale].intl;
  const { t } = wordsFor(input.locale);
  const child = mailSafeName(input.child);
  const until = new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: 'Asia/Bangkok' }).format(input.expiresAt);
  return {
    kind: 'reference',
    fromName: `${brand.name}`,
    subject: t(reminder ? 'mail.reference.reminderSubject' : 'mail.reference.subject', { child }),
    parts: [
      t('mail.reference.greeting'),
      t('mail.reference.body', { child, previous: input.previous }),
      t('mail.reference.link', { until }),
      { href: input.url },
      t('mail.reference.closing'),
    ],
  };
}
