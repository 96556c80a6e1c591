// A child's assessment on the status page (docs/assessment.md): the slot it holds (when, where or
// the meeting link, the assessor and the languages they speak), until when it can be moved or
// cancelled, and the free slots of its year to book or move to. Booking needs the connection:
// offline the page shows the last known state with the buttons disabled and says why; nothing is
// queued, because slots change. Refusals (full, past, too close...) are worded in the family's
// language and the state is asked again.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { brand } from '../../config/brand';
import { useFormT } from '../../forms';
import type { BookingRefusal, FamilyAssessment, FamilySlot } from '../../shared/contracts/assessment';
import type { LinkRefusal } from '../../shared/contracts/status';
import type { FormMessageId } from '../../shared/records';
import { bookAssessment, cancelAssessment, type ApiResult } from './status-api';

const SCHOOL_TIME = { timeZone: 'Asia/Bangkok' } as const;
/** The site's locales as language tags, for the languages' names. */
const LANGUAGE_TAG: Record<string, string> = { en: 'en', th: 'th', ru: 'ru', cn: 'zh' };

type Message = { id: FormMessageId; alert: boolean };

function refusalMessage(result: Extract<ApiResult<unknown, BookingRefusal | LinkRefusal>, { ok: false }>): Message {
  const { reason } = result;
  if (reason === 'network' || reason === 'server') return { id: `form.status.error.${reason}`, alert: true };
  if (reason === 'revoked') return { id: 'form.status.error.revoked', alert: true };
  if (reason === 'full' || reason === 'past' || reason === 'too-close' || reason === 'stage' || reason === 'slot')
    return { id: `form.status.assessment.error.${reason}`, alert: true };
  return { id: 'form.status.error.invalid', alert: true };
}

function SlotDetails({ slot }: { slot: FamilySlot }) {
  const t = useFormT();
  const intl = useIntl();
  const languages = slot.languages
    .map((code) => intl.formatDisplayName(LANGUAGE_TAG[code] ?? code, { type: 'language' }) ?? code)
    .join(', ');
  return (
    <>
      <span className="status-slot__where">
        {slot.mode === 'online'
          ? t('form.status.assessment.online')
          : t('form.status.assessment.onSite', { place: slot.place })}
      </span>{' '}
      <span className="status-slot__who">
        {t('form.status.assessment.assessor', { name: slot.assessor, languages })}
      </span>
    </>
  );
}

export function AssessmentPanel(props: {
  token: string;
  child: number;
  assessment: FamilyAssessment;
  /** When the school gave this answer: past `changeUntil` then, the slot is the school's to change. */
  checkedAt: string;
  offline: boolean;
  onChanged: () => void;
}) {
  const { token, child, assessment, offline } = props;
  const t = useFormT();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'full', timeStyle: 'short', ...SCHOOL_TIME });
  const { booked, changeUntil, open } = assessment;
  const mayChange = !offline && !busy;
  const headingId = `status-assessment-${child}`;

  const act = async (
    call: () => Promise<ApiResult<{ done: 'booked' | 'moved' | 'cancelled' }, BookingRefusal | LinkRefusal>>,
  ) => {
    setBusy(true);
    setMessage(undefined);
    const result = await call();
    setBusy(false);
    setMessage(
      result.ok ? { id: `form.status.assessment.done.${result.value.done}`, alert: false } : refusalMessage(result),
    );
    props.onChanged();
  };

  const tooLate = changeUntil !== undefined && Date.parse(changeUntil) <= Date.parse(props.checkedAt);
  return (
    <section className="status-assessment" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('form.status.assessment.title')}</h3>
      {message ? (
        <p role={message.alert ? 'alert' : 'status'} className="status-assessment__message">
          {t(message.id, { phone: brand.phone })}
        </p>
      ) : null}
      {booked ? (
        <div className="status-assessment__booked">
          <p>
            <strong>{t('form.status.assessment.booked', { date: when(booked.startsAt) })}</strong>
          </p>
          <p>
            <SlotDetails slot={booked} />
          </p>
          {booked.meetingUrl ? (
            <p>
              <a href={booked.meetingUrl} rel="noopener noreferrer" target="_blank">
                {t('form.status.assessment.meetingLink')}
              </a>
            </p>
          ) : null}
          {tooLate ? (
            <p>{t('form.status.assessment.tooLate', { phone: brand.phone })}</p>
          ) : changeUntil ? (
            <>
              <p>{t('form.status.assessment.changeUntil', { date: when(changeUntil) })}</p>
              <button
                type="button"
                className="button button--ghost"
                disabled={!mayChange}
                onClick={() => void act(() => cancelAssessment(token, child))}
              >
                {busy ? t('form.status.assessment.busy') : t('form.status.assessment.cancel')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {offline ? <p className="status-assessment__offline">{t('form.status.assessment.offline')}</p> : null}
      {open.length > 0 ? (
        <>
          <h4>{booked ? t('form.status.assessment.chooseOther') : t('form.status.assessment.choose')}</h4>
          <ul className="status-slots">
            {open.map((slot) => (
              <li key={slot.id} className="status-slot">
                <p>
                  <strong>
                    {t('form.status.assessment.slot', { date: when(slot.startsAt), minutes: String(slot.minutes) })}
                  </strong>
                  <br />
                  <SlotDetails slot={slot} />
                </p>
                <button
                  type="button"
                  className="button"
                  disabled={!mayChange}
                  onClick={() => void act(() => bookAssessment(token, child, slot.id))}
                >
                  {booked ? t('form.status.assessment.move') : t('form.status.assessment.book')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : booked ? null : (
        <p>{t('form.status.assessment.none', { phone: brand.phone })}</p>
      )}
    </section>
  );
}
