// The form that publishes a day's assessment slots: the day, its start times, how long, for which
// years, at the school (a room) or online (a meeting link), the assessor and the languages they
// speak, and the places per slot. The server checks it all (past, holiday, blocked day...) and
// the page words its refusal.

import { useState, type FormEvent } from 'react';
import { admissionYears } from '../../shared/admissions/stages';
import { locales, type Locale } from '../../i18n/locales';
import type { AdmissionYear } from '../../shared/admissions/stages';
import { api } from '../api';
import { useDeskT } from '../messages';

const numberOf = (data: FormData, name: string) => Number.parseInt(String(data.get(name) ?? ''), 10);

export function PublishForm(props: { onDone: (count: number) => void; onProblem: (error: unknown) => void }) {
  const t = useDeskT();
  const [mode, setMode] = useState<'on-site' | 'online'>('on-site');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    void api.assessment
      .publish({
        day: String(data.get('day') ?? ''),
        times: String(data.get('times') ?? '')
          .split(/[\s,;]+/)
          .filter(Boolean),
        minutes: numberOf(data, 'minutes'),
        years: data.getAll('years').map(String) as AdmissionYear[],
        mode,
        place: String(data.get('place') ?? ''),
        ...(mode === 'online' ? { meetingUrl: String(data.get('meetingUrl') ?? '') } : {}),
        assessor: String(data.get('assessor') ?? ''),
        languages: data.getAll('languages').map(String) as Locale[],
        capacity: numberOf(data, 'capacity'),
      })
      .then(
        (answer) => props.onDone(answer.slots.length),
        (error: unknown) => props.onProblem(error),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form className="desk-card desk-filters" onSubmit={submit} aria-labelledby="publish-title">
      <h2 id="publish-title">{t('desk.assessment.publish')}</h2>
      <div className="desk-field">
        <label htmlFor="slot-day">{t('desk.assessment.day')}</label>
        <input id="slot-day" name="day" type="date" required />
      </div>
      <div className="desk-field">
        <label htmlFor="slot-times">{t('desk.assessment.times')}</label>
        <input id="slot-times" name="times" required aria-describedby="slot-times-hint" autoComplete="off" />
        <span id="slot-times-hint" className="desk-hint">
          {t('desk.assessment.timesHint')}
        </span>
      </div>
      <div className="desk-field">
        <label htmlFor="slot-minutes">{t('desk.assessment.minutes')}</label>
        <input id="slot-minutes" name="minutes" type="number" min={15} max={240} defaultValue={45} required />
      </div>
      <div className="desk-field">
        <label htmlFor="slot-capacity">{t('desk.assessment.capacity')}</label>
        <input id="slot-capacity" name="capacity" type="number" min={1} max={30} defaultValue={1} required />
      </div>
      <fieldset className="desk-field desk-field--wide">
        <legend>{t('desk.assessment.years')}</legend>
        {admissionYears.map((year) => (
          <label key={year} className="desk-check">
            <input type="checkbox" name="years" value={year} /> {t(`desk.year.${year}`)}
          </label>
        ))}
      </fieldset>
      <div className="desk-field">
        <label htmlFor="slot-mode">{t('desk.assessment.mode')}</label>
        <select id="slot-mode" value={mode} onChange={(e) => setMode(e.target.value as 'on-site' | 'online')}>
          <option value="on-site">{t('desk.assessment.mode.on-site')}</option>
          <option value="online">{t('desk.assessment.mode.online')}</option>
        </select>
      </div>
      {mode === 'on-site' ? (
        <div className="desk-field">
          <label htmlFor="slot-place">{t('desk.assessment.place')}</label>
          <input id="slot-place" name="place" maxLength={200} autoComplete="off" />
        </div>
      ) : (
        <div className="desk-field">
          <label htmlFor="slot-url">{t('desk.assessment.meetingUrl')}</label>
          <input id="slot-url" name="meetingUrl" type="url" required maxLength={500} autoComplete="off" />
        </div>
      )}
      <div className="desk-field">
        <label htmlFor="slot-assessor">{t('desk.assessment.assessor')}</label>
        <input id="slot-assessor" name="assessor" required maxLength={120} autoComplete="off" />
      </div>
      <fieldset className="desk-field desk-field--wide">
        <legend>{t('desk.assessment.languages')}</legend>
        {locales.map((code) => (
          <label key={code} className="desk-check">
            <input type="checkbox" name="languages" value={code} /> {t(`desk.language.${code}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
        {t('desk.assessment.publish')}
      </button>
    </form>
  );
}
