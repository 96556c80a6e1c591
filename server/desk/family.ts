// What the family hears and holds: the status link made when a submission is stored (and given
// back in the posting device's receipt), the confirmation once everything has arrived, news of
// each stage, the Head of School's offer with its signed links, and a renewed link. Each e-mail is
// in the language the family filled the form in.

import type { StoredSubmission } from '../intake/store-types';
import type { DeskDeps } from './context';
import { one } from './db';
import { FAMILY_STAGES, offerMail, receivedMail, renewedLinkMail, stageMail } from './mail/compose';
import type { MoveEvent } from './moves';
import { offerToken, offerUrl } from './offer-links';
import { familyEmailsOf, peopleOf } from './people';
import { ensureStatusLink, liveLink, statusUrl, tokenOf } from './status-links';

/** The status page's address with the submission's live link, made if needed; none without a secret. */
export async function familyStatusUrl(deps: DeskDeps, submissionId: string, locale: string) {
  if (!deps.signer) return undefined;
  const token = await ensureStatusLink(deps.db, deps.signer, submissionId, deps.now());
  return statusUrl(deps.config.siteOrigin, locale, token);
}

/** The token for the posting device's receipt: the live link's, if there is one. */
export async function receiptToken(deps: DeskDeps, submissionId: string): Promise<string | undefined> {
  if (!deps.signer) return undefined;
  const id = await liveLink(deps.db, submissionId);
  return id ? tokenOf(deps.signer, id) : undefined;
}

/** Everything has arrived: the confirmation with the status link. */
export async function sendReceived(deps: DeskDeps, submission: StoredSubmission): Promise<void> {
  const to = familyEmailsOf(submission.kind, submission.data);
  if (to.length === 0 || !deps.mailer.enabled) return;
  const url = await familyStatusUrl(deps, submission.id, submission.locale);
  const names =
    submission.kind === 'application' ? peopleOf(submission.kind, submission.data).map((p) => p.firstName) : [];
  deps.mailer.send(
    to,
    submission.locale,
    receivedMail({ locale: submission.locale, kind: submission.kind, reference: submission.reference, names }, url),
  );
}

async function emailsOfCase(deps: DeskDeps, caseId: string): Promise<string[]> {
  const row = await one<{ emails: string }>(deps.db, 'SELECT emails FROM desk_cases WHERE id = $1', [caseId]);
  return (row?.emails ?? '').split(', ').filter(Boolean);
}

/** After a move: the family's e-mail, when it is one they should hear of. */
export async function tellFamily(deps: DeskDeps, event: MoveEvent): Promise<void> {
  if (event.kind !== 'application' || !FAMILY_STAGES.has(event.to) || !deps.mailer.enabled) return;
  const to = await emailsOfCase(deps, event.caseId);
  if (to.length === 0) return;
  const status = await familyStatusUrl(deps, event.submissionId, event.locale);
  if (event.to === 'offer-made' && event.offer && deps.signer) {
    const link = (decision: 'accept' | 'decline') =>
      offerUrl(deps.config.siteOrigin, event.locale, offerToken(deps.signer!, event.offer!.id, decision));
    deps.mailer.send(
      to,
      event.locale,
      offerMail(event, { accept: link('accept'), decline: link('decline'), status }, deps.config.headName),
    );
    return;
  }
  deps.mailer.send(to, event.locale, stageMail(event, status));
}

/** After the school renewed a revoked link: the new one, by e-mail. */
export async function sendRenewedLink(
  deps: DeskDeps,
  submission: { id: string; kind: string; locale: string; reference: string; data: unknown },
): Promise<void> {
  const url = await familyStatusUrl(deps, submission.id, submission.locale);
  const to = familyEmailsOf(submission.kind, submission.data);
  if (!url || to.length === 0) return;
  deps.mailer.send(to, submission.locale, renewedLinkMail(submission, url));
}
