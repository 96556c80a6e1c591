// The contract's e-mails, each to one guardian in the family's language: the guardian's own
// signing link for each child once its offer is accepted, and, once they signed, their signed
// copy as a PDF (the contract's text, then who signed, when, from where and the text's SHA-256).
// That copy is the one e-mail the desk sends with a file: the guardian's own signature of the
// school's terms, holding no answer of the form. While staff have withdrawn the family's status
// link, no e-mail carries a link, so no signing link is sent (docs/desk.md).

import { localeInfo, isLocale } from '../../../src/i18n/locales';
import type { GuardianRole } from '../../../src/shared/contracts/enrolment';
import { mailSafeName } from '../../../src/shared/validation/validators';
import type { DeskDeps } from '../context';
import { one, toDate, type DbTime } from '../db';
import type { FamilyMail } from '../mail/compose';
import { wordsFor } from '../mail/texts';
import { renderPdf } from '../pdf/document';
import { familyStatusLink } from '../status-links';
import { contractText } from './contract-text';
import { guardiansOf } from './guardians';
import { signToken, signUrl } from './sign-links';

interface CaseFacts {
  id: string;
  submission_id: string;
  locale: string;
  reference: string;
  first_name: string;
  child_name: string;
  year: string | null;
}

const caseFacts = (deps: Pick<DeskDeps, 'db'>, caseId: string) =>
  one<CaseFacts>(
    deps.db,
    `SELECT id::text AS id, submission_id::text AS submission_id, locale, reference, first_name, child_name, year
     FROM desk_cases WHERE id = $1`,
    [caseId],
  );

/** Each named guardian's own signing link for case `caseId`, by e-mail (after the offer was accepted). */
export async function sendSigningLinks(deps: DeskDeps, caseId: string): Promise<void> {
  if (!deps.signer || !deps.mailer.enabled) return;
  const row = await caseFacts(deps, caseId);
  const record = row && (await deps.records.find(row.submission_id));
  if (!row || !record) return;
  const link = await familyStatusLink(deps.db, deps.signer, row.submission_id, deps.now());
  if (!('token' in link)) return;
  const w = wordsFor(row.locale);
  const name = mailSafeName(row.first_name);
  for (const guardian of guardiansOf(record.data)) {
    if (!guardian.email) continue;
    const url = signUrl(deps.config.siteOrigin, row.locale, signToken(deps.signer, row.id, guardian.role));
    const mail: FamilyMail = {
      kind: 'sign',
      fromName: w.t('mail.team'),
      subject: w.t('mail.sign.subject', { name, reference: row.reference }),
      parts: [
        w.t('mail.greeting'),
        w.t('mail.sign.body', { name, role: w.t(`mail.guardian.${guardian.role}`) }),
        { href: url },
        w.t('mail.sign.own'),
        w.t('mail.reference', { reference: row.reference }),
        `${w.t('mail.closing')}\n${w.t('mail.team')}`,
        w.t('mail.footer', { kind: w.t('mail.kind.application') }),
      ],
    };
    deps.mailer.send([guardian.email], row.locale, mail, row.id);
  }
}

/** The PDF of a signed contract: its text and the signature's record. */
export async function signedCopy(
  deps: Pick<DeskDeps, 'config'>,
  row: CaseFacts,
  signature: { typed_name: string; guardian: GuardianRole; signed_at: DbTime; ip: string; locale: string },
): Promise<{ pdf: Buffer; sha256: string }> {
  const text = contractText({
    locale: signature.locale,
    childName: row.child_name,
    year: row.year ?? '',
    reference: row.reference,
    version: deps.config.termsVersion,
  });
  const w = wordsFor(signature.locale);
  const block = w.t('mail.signed.block', {
    signer: signature.typed_name,
    role: w.t(`mail.guardian.${signature.guardian}`),
    when: w.dayAndTime(toDate(signature.signed_at).toISOString()),
    ip: signature.ip,
    sha256: text.sha256,
  });
  const pdf = await renderPdf([...text.blocks, { kind: 'small', text: block }], {
    title: text.title,
    lang: isLocale(signature.locale) ? localeInfo[signature.locale].tag : 'en',
    author: w.t('mail.team'),
  });
  return { pdf, sha256: text.sha256 };
}

/** After a guardian signed: their signed copy, to their own address. */
export async function sendSignedCopy(deps: DeskDeps, caseId: string, guardian: GuardianRole): Promise<void> {
  if (!deps.mailer.enabled) return;
  const row = await caseFacts(deps, caseId);
  const record = row && (await deps.records.find(row.submission_id));
  const to = record && guardiansOf(record.data).find((g) => g.role === guardian)?.email;
  const signature = await one<{
    typed_name: string;
    guardian: GuardianRole;
    signed_at: DbTime;
    ip: string;
    locale: string;
  }>(
    deps.db,
    'SELECT typed_name, guardian, signed_at, ip, locale FROM desk_signatures WHERE case_id = $1 AND guardian = $2',
    [caseId, guardian],
  );
  if (!row || !to || !signature) return;
  const { pdf } = await signedCopy(deps, row, signature);
  const w = wordsFor(signature.locale);
  const name = mailSafeName(row.first_name);
  deps.mailer.send(
    [to],
    signature.locale,
    {
      kind: 'signed',
      fromName: w.t('mail.team'),
      subject: w.t('mail.signed.subject', { name, reference: row.reference }),
      parts: [
        w.t('mail.greeting'),
        w.t('mail.signed.body', { name }),
        w.t('mail.reference', { reference: row.reference }),
        `${w.t('mail.closing')}\n${w.t('mail.team')}`,
        w.t('mail.footerNoLinks', { kind: w.t('mail.kind.application') }),
      ],
      attachments: [
        { filename: `${row.reference}-contract-${guardian}.pdf`, contentType: 'application/pdf', content: pdf },
      ],
    },
    row.id,
  );
}
