// What the family hears and holds: the status link made when a submission is stored (and given
// back in the posting device's receipt), the confirmation once everything has arrived (within a
// limit per recipient), news of each stage, the Head of School's offer with its signed links, and
// a renewed link. Each e-mail is in the language the family filled the form in. Once staff revoked
// the family's status link, the e-mails carry no link at all (neither status nor offer links) and
// say how to reach the school, until a member of staff renews it.

import type { StoredSubmission } from '../intake';
import { audit, SYSTEM } from './audit';
import type { DeskDeps } from './context';
import { sendSigningLinks } from './enrolment/contract-mail';
import { one } from './db';
import { FAMILY_STAGES, offerMail, receivedMail, renewedLinkMail, stageMail, type FamilyLinks } from './mail/compose';
import { withinRecipientLimit } from './mail/recipient-limit';
import type { MoveEvent } from './moves';
import { offerToken, offerUrl } from './offer-links';
import { familyEmailsOf, peopleOf } from './people';
import { familyStatusLink, liveLink, statusUrl, tokenOf } from './status-links';

/** The links an e-mail to the family may carry now: none without a secret, none once revoked. */
export async function familyLinks(deps: DeskDeps, submissionId: string, locale: string): Promise<FamilyLinks> {
  if (!deps.signer) return {};
  const link = await familyStatusLink(deps.db, deps.signer, submissionId, deps.now());
  return 'token' in link ? { status: statusUrl(deps.config.siteOrigin, locale, link.token) } : { withheld: true };
}

/** The token for the posting device's receipt: the live link's, if there is one. */
export async function receiptToken(deps: DeskDeps, submissionId: string): Promise<string | undefined> {
  if (!deps.signer) return undefined;
  const id = await liveLink(deps.db, submissionId);
  return id ? tokenOf(deps.signer, id) : undefined;
}

/**
 * Everything has arrived: the confirmation with the status link, to the addresses still under
 * their limit of automatic e-mails (mail/recipient-limit.ts); those left out are audited.
 */
export async function sendReceived(deps: DeskDeps, submission: StoredSubmission): Promise<void> {
  const named = familyEmailsOf(submission.kind, submission.data);
  if (named.length === 0 || !deps.mailer.enabled) return;
  const to = await withinRecipientLimit(deps.mailQuota, named, deps.now());
  if (to.length < named.length)
    await audit(deps.db, deps.now(), {
      actor: SYSTEM,
      action: 'mail.withheld',
      reference: submission.reference,
      submissionId: submission.id,
      detail: { mail: 'received', addresses: named.length - to.length, reason: 'recipient-limit' },
    });
  if (to.length === 0) return;
  const links = await familyLinks(deps, submission.id, submission.locale);
  const names =
    submission.kind === 'application' ? peopleOf(submission.kind, submission.data).map((p) => p.firstName) : [];
  deps.mailer.send(
    to,
    submission.locale,
    receivedMail({ locale: submission.locale, kind: submission.kind, reference: submission.reference, names }, links),
    submission.id,
  );
}

export async function emailsOfCase(deps: DeskDeps, caseId: string): Promise<string[]> {
  const row = await one<{ emails: string }>(deps.db, 'SELECT emails FROM desk_cases WHERE id = $1', [caseId]);
  return (row?.emails ?? '').split(', ').filter(Boolean);
}

/** After a move: the family's e-mail, when it is one they should hear of. */
export async function tellFamily(deps: DeskDeps, event: MoveEvent): Promise<void> {
  if (event.kind !== 'application' || !FAMILY_STAGES.has(event.to) || !deps.mailer.enabled) return;
  const to = await emailsOfCase(deps, event.caseId);
  if (to.length === 0) return;
  const links = await familyLinks(deps, event.submissionId, event.locale);
  if (event.to === 'offer-made' && event.offer && deps.signer) {
    const link = (decision: 'accept' | 'decline') =>
      offerUrl(deps.config.siteOrigin, event.locale, offerToken(deps.signer!, event.offer!.id, decision));
    const offerLinks = links.status ? { ...links, accept: link('accept'), decline: link('decline') } : links;
    deps.mailer.send(to, event.locale, offerMail(event, offerLinks, deps.config.headName), event.caseId);
    return;
  }
  deps.mailer.send(to, event.locale, stageMail(event, links), event.caseId);
  if (event.to === 'offer-accepted') await sendSigningLinks(deps, event.caseId);
}

/** After a member of staff renewed the link: the new one (`token`), by e-mail. */
export async function sendRenewedLink(
  deps: DeskDeps,
  submission: { id: string; kind: string; locale: string; reference: string; data: unknown },
  token: string,
): Promise<void> {
  const to = familyEmailsOf(submission.kind, submission.data);
  if (to.length === 0) return;
  const url = statusUrl(deps.config.siteOrigin, submission.locale, token);
  deps.mailer.send(to, submission.locale, renewedLinkMail(submission, url), submission.id);
}
