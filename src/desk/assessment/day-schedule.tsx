// One day of assessments as staff plan it: the day's block (by staff, or the school calendar's
// closure), then its slots per assessor: time, length, years, where, languages, places taken and
// the children who hold them (each a link to the application), with a slot nobody holds
// withdrawable by staff who may change things.

import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BlockedDay, DeskSlot } from '../../shared/contracts/desk-assessment';
import { useDeskT, type DeskMessageId } from '../messages';

const SCHOOL_TIME = { timeZone: 'Asia/Bangkok' } as const;

export function DaySchedule(props: {
  day: string;
  slots: DeskSlot[];
  blocked?: BlockedDay;
  canChange: boolean;
  onWithdraw: (id: string) => void;
  onUnblock: (day: string) => void;
}) {
  const t = useDeskT();
  const intl = useIntl();
  const { day, slots, blocked, canChange } = props;
  const assessors = [...new Set(slots.map((slot) => slot.assessor))];
  const headingId = `day-${day}`;
  return (
    <section className="desk-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatDate(`${day}T12:00:00+07:00`, { dateStyle: 'full', ...SCHOOL_TIME })}</h2>
      {blocked ? (
        <p>
          {blocked.source === 'calendar'
            ? t('desk.assessment.closed', { note: blocked.note })
            : t('desk.assessment.blockedDay', { note: blocked.note || '—' })}{' '}
          {blocked.source === 'desk' && canChange ? (
            <button type="button" className="desk-button desk-button--ghost" onClick={() => props.onUnblock(day)}>
              {t('desk.assessment.unblock')}
            </button>
          ) : null}
        </p>
      ) : null}
      {assessors.map((assessor) => (
        <table key={assessor} className="desk-table">
          <caption>
            {t('desk.assessment.assessor')}: {assessor}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('desk.assessment.time')}</th>
              <th scope="col">{t('desk.assessment.years')}</th>
              <th scope="col">{t('desk.assessment.where')}</th>
              <th scope="col">{t('desk.assessment.languages')}</th>
              <th scope="col">{t('desk.assessment.places')}</th>
              <th scope="col">{t('desk.assessment.children')}</th>
            </tr>
          </thead>
          <tbody>
            {slots
              .filter((slot) => slot.assessor === assessor)
              .map((slot) => (
                <tr key={slot.id}>
                  <td>
                    {intl.formatTime(slot.startsAt, { timeStyle: 'short', ...SCHOOL_TIME })} ({slot.minutes}′)
                  </td>
                  <td>{slot.years.map((year) => t(`desk.year.${year}` as DeskMessageId)).join(', ')}</td>
                  <td>{slot.mode === 'online' ? t('desk.assessment.online') : slot.place}</td>
                  <td>{slot.languages.map((code) => t(`desk.language.${code}` as DeskMessageId)).join(', ')}</td>
                  <td>{t('desk.assessment.placesTaken', { taken: slot.bookings.length, capacity: slot.capacity })}</td>
                  <td>
                    {slot.bookings.map((booking) => (
                      <span key={booking.caseId} className="desk-slot-child">
                        <Link to={`/applications/${booking.submissionId}`}>{booking.childName}</Link> (
                        {booking.reference}
                        {booking.bookedBy === 'family' ? `, ${t('desk.assessment.byFamily')}` : ''})
                      </span>
                    ))}
                    {slot.bookings.length === 0 && canChange ? (
                      <button
                        type="button"
                        className="desk-button desk-button--ghost"
                        onClick={() => props.onWithdraw(slot.id)}
                      >
                        {t('desk.assessment.withdraw')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
