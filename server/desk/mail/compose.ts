// The families' e-mails, composed in their language: the confirmation when everything has
// arrived, news of each stage they should know of, the Head of School's offer with its accept and
// decline links, and a renewed status link. Plain text and the same as simple HTML; no answer of
// the form and no attachment (but an assessment's calendar file: assessment/mail.ts, and a
// guardian's own signed contract: enrolment/contract-mail.ts), only the children's names (as the
// name rule lets them through, at most its length: `mailSafeName`) and the school's own words.
// While staff have withdrawn the
// family's link, an e-mail carries no link and says how to reach the school.

import { brand } from '../../../src/config/brand';
import { applicationStages } from '../../../src/shared/admissions/stages';
import { mailSafeName } from '../../../src/shared/validation/validators';
import type { MoveEvent } from '../moves';
import { wordsFor, type Words } from './texts';

/**
 * A paragraph, a link on a line of its own (plain text shows the address, HTML a link), or an
 * image the HTML shows from its address (plain text shows the address).
 */
export type Part = string | { href: string } | { image: string; alt: string };

/** Which e-mail it is, for the log (which never holds its words). */
export type MailKind =
  | 'received'
  | 'stage'
  | 'offer'
  | 'link-renewed'
  | 'sign'
  | 'signed'
  | 'invoice'
  | 'payment'
  | 'reminder'
  | 'assessment'
  | 'reference';

/** A file sent with an e-mail: an assessment's calendar file, or a guardian's signed contract. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface FamilyMail {
  kind: MailKind;
  /** Who the e-mail is from (the admissions office, or the Head of School for an offer). */
  fromName: string;
  subject: string;
  parts: Part[];
  attachments?: MailAttachment[];
}

/** Stages of an application the family hears of (every stage but the first). */
export const FAMILY_STAGES = new Set<string>(applicationStages.slice(1));

/**
 * The private links an e-mail carries: the status page's, and an offer's accept and decline.
 * `withheld`: staff revoked the family's link, so the e-mail carries none and says how to reach
 * the school instead. None at all (no secret configured): the e-mail simply has no link.
 */
export interface FamilyLinks {
  status?: string;
  accept?: string;
  decline?: string;
  withheld?: boolean;
}

const hasLinks = (links: FamilyLinks) => Boolean(links.status || links.accept || links.decline);

export function statusParts(w: Words, links: FamilyLinks): Part[] {
  if (links.status) return [w.t('mail.statusLink'), { href: links.status }];
  return links.withheld ? [w.t('mail.linkWithheld', { email: brand.email, phone: brand.phone })] : [];
}

export function footer(w: Words, kind: string, links: FamilyLinks): string {
  return w.t(hasLinks(links) ? 'mail.footer' : 'mail.footerNoLinks', { kind: w.t(`mail.kind.${kind}` as never) });
}

export function closing(w: Words, kind: string, links: FamilyLinks): Part[] {
  return [...statusParts(w, links), `${w.t('mail.closing')}\n${w.t('mail.team')}`, footer(w, kind, links)];
}

/** "We have received your application": everything the family sent has arrived. */
export function receivedMail(
  input: { locale: string; kind: string; reference: string; names: string[] },
  links: FamilyLinks,
): FamilyMail {
  const w = wordsFor(input.locale);
  const kind = w.t(`mail.kind.${input.kind}` as never);
  const names = input.names.map((name) => mailSafeName(name)).filter(Boolean);
  return {
    kind: 'received',
    fromName: w.t('mail.team'),
    subject: w.t('mail.received.subject', { kind, reference: input.reference }),
    parts: [
      w.t('mail.greeting'),
      w.t('mail.received.body', { kind }),
      ...(names.length ? [w.t('mail.received.children', { names: names.join(', ') })] : []),
      w.t('mail.reference', { reference: input.reference }),
      w.t('mail.next', { text: w.stage(input.kind, 'received').next }),
      ...closing(w, input.kind, links),
    ],
  };
}

/** The Head of School's offer: the deadline, the two signed links (or how to answer without), the fees. */
export function offerMail(event: MoveEvent, links: FamilyLinks, headName: string): FamilyMail {
  const w = wordsFor(event.locale);
  const name = mailSafeName(event.firstName);
  const answer: Part[] =
    links.accept && links.decline
      ? [
          w.t('mail.offer.accept'),
          { href: links.accept },
          w.t('mail.offer.decline'),
          { href: links.decline },
          w.t('mail.offer.links'),
        ]
      : [w.t('mail.offer.answerByContact', { phone: brand.phone })];
  return {
    kind: 'offer',
    fromName: w.t('mail.offer.head'),
    subject: w.t('mail.offer.subject', { name, reference: event.reference }),
    parts: [
      w.t('mail.greeting'),
      w.t('mail.offer.opening', { name }),
      w.t('mail.offer.deadline', { deadline: w.day(event.offer!.deadline) }),
      ...answer,
      w.t('mail.offer.fees'),
      w.t('mail.reference', { reference: event.reference }),
      `${w.t('mail.offer.regards')}\n${[headName, w.t('mail.offer.head')].filter(Boolean).join('\n')}`,
      ...statusParts(w, links),
      footer(w, 'application', links),
    ],
  };
}

/** News of a stage (the offer has its own letter). */
export function stageMail(event: MoveEvent, links: FamilyLinks): FamilyMail {
  const w = wordsFor(event.locale);
  const name = mailSafeName(event.firstName);
  const { name: stage, next } = w.stage(event.kind, event.to);
  const special = event.to === 'offer-accepted' ? 'accepted' : event.to === 'offer-declined' ? 'declined' : undefined;
  const subject = special
    ? w.t(`mail.${special}.subject`, { name, reference: event.reference })
    : w.t('mail.stage.subject', { name, stage, reference: event.reference });
  return {
    kind: 'stage',
    fromName: w.t('mail.team'),
    subject,
    parts: [
      w.t('mail.greeting'),
      special ? w.t(`mail.${special}.body`, { name }) : w.t('mail.stage.body', { name, stage }),
      ...(event.assessmentAt ? [w.t('mail.assessment.when', { when: w.dayAndTime(event.assessmentAt) })] : []),
      w.t('mail.next', { text: next }),
      w.t('mail.reference', { reference: event.reference }),
      ...closing(w, event.kind, links),
    ],
  };
}

/** A new status link, after the school revoked the old one. */
export function renewedLinkMail(
  input: { locale: string; kind: string; reference: string },
  statusUrl: string,
): FamilyMail {
  const w = wordsFor(input.locale);
  return {
    kind: 'link-renewed',
    fromName: w.t('mail.team'),
    subject: w.t('mail.statusLinkRenewed.subject', { reference: input.reference }),
    parts: [w.t('mail.greeting'), w.t('mail.statusLinkRenewed.body'), ...closing(w, input.kind, { status: statusUrl })],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The plain text and the HTML of a mail. */
export function render(mail: FamilyMail, lang: string): { subject: string; text: string; html: string } {
  const text = mail.parts
    .map((part) => (typeof part === 'string' ? part : 'href' in part ? part.href : `${part.alt}: ${part.image}`))
    .join('\n\n');
  const body = mail.parts
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
        : 'href' in part
          ? `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.href)}</a></p>`
          : `<p><img src="${escapeHtml(part.image)}" alt="${escapeHtml(part.alt)}" width="240" height="240"></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(
    mail.subject,
  )}</title></head><body>${body}</body></html>`;
  return { subject: mail.subject, text: `${text}\n`, html };
}
