// The assessment's e-mails to the family, in the language it filled the form in: the booking's
// confirmation, a move, a cancellation (by the family or staff, or `released`: the school moved the
// application away from the booked assessment) and the reminder the day before, each with the
// calendar file (assessment.ics) that adds, updates or removes the entry: a move or cancellation
// keeps the booking's UID with a higher SEQUENCE, a new booking is a new UID. Online slots carry
// the meeting's link; the status link closes the e-mail as in every other (none once staff
// revoked it).

import { brand } from '../../../src/config/brand';
import { mailSafeName } from '../../../src/shared/validation/validators';
import type { DeskDeps } from '../context';
import { one } from '../db';
import { familyLinks } from '../family';
import type { MoveEvent } from '../moves';
import { closing, type FamilyMail, type Part } from '../mail/compose';
import { wordsFor } from '../mail/texts';
import { noticeMs, type BookingEvent } from './booking';
import { assessmentIcs } from '../../../src/shared/admissions/assessment-ics';
import { slotStart } from './slots';

export type AssessmentMail = BookingEvent['kind'] | 'released' | 'reminder';

/** The e-mail of `what` for `event`, with its calendar file. */
export function assessmentMail(
  event: BookingEvent,
  what: AssessmentMail,
  statusParts: { status?: string; withheld?: boolean },
  now: Date,
): FamilyMail {
  const w = wordsFor(event.locale);
  const name = mailSafeName(event.firstName);
  const start = slotStart(event.slot);
  const when = w.dayAndTime(start.toISOString());
  const values = { name, when, reference: event.reference };
  const online = event.slot.mode === 'online';
  const where: Part[] = online
    ? event.slot.meeting_url
      ? [w.t('mail.assessment.online'), { href: event.slot.meeting_url }]
      : []
    : [w.t('mail.assessment.place', { place: event.slot.place })];
  const until = w.dayAndTime(new Date(start.getTime() - noticeMs()).toISOString());
  const cancel = what === 'cancelled' || what === 'released';
  const ics = assessmentIcs({
    uid: event.uid,
    sequence: event.sequence,
    method: cancel ? 'CANCEL' : 'REQUEST',
    start,
    minutes: Number(event.slot.minutes),
    summary: w.t('mail.assessment.event', { name }),
    location: online ? (event.slot.meeting_url ?? '') : `${event.slot.place}, ${brand.name}`,
    description: `${w.t('mail.reference', { reference: event.reference })}\n${w.t('mail.assessment.assessor', {
      name: event.slot.assessor,
    })}`,
    ...(online && event.slot.meeting_url ? { url: event.slot.meeting_url } : {}),
    organizer: brand.email,
    now,
  });
  return {
    kind: 'assessment',
    fromName: w.t('mail.team'),
    subject: w.t(`mail.assessment.${what}.subject`, values),
    parts: [
      w.t('mail.greeting'),
      w.t(`mail.assessment.${what}.body`, values),
      ...(cancel ? [] : [...where, w.t('mail.assessment.assessor', { name: event.slot.assessor })]),
      ...(cancel || what === 'reminder' ? [] : [w.t('mail.assessment.change', { until, phone: brand.phone })]),
      w.t('mail.assessment.calendar'),
      w.t('mail.reference', { reference: event.reference }),
      ...closing(w, 'application', statusParts),
    ],
    attachments: [
      {
        filename: 'assessment.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'REQUEST'}`,
        content: Buffer.from(ics, 'utf8'),
      },
    ],
  };
}

/** Sends the family the e-mail of `what` for `event`, to every address the form gave. */
export async function tellAssessment(deps: DeskDeps, event: BookingEvent, what: AssessmentMail): Promise<void> {
  if (!deps.mailer.enabled) return;
  const row = await one<{ emails: string }>(deps.db, 'SELECT emails FROM desk_cases WHERE id = $1', [event.caseId]);
  const to = (row?.emails ?? '').split(', ').filter(Boolean);
  if (to.length === 0) return;
  const links = await familyLinks(deps, event.submissionId, event.locale);
  deps.mailer.send(to, event.locale, assessmentMail(event, what, links, deps.now()), event.caseId);
}

/**
 * After a stage move that gave up a booked slot: the cancellation, worded for a family that may
 * book again (back to "assessment to book") or for one whose application moved on.
 */
export async function tellReleased(deps: DeskDeps, event: MoveEvent): Promise<void> {
  if (!event.assessmentCancelled) return;
  await tellAssessment(deps, event.assessmentCancelled, event.to === 'assessment-to-book' ? 'cancelled' : 'released');
}
