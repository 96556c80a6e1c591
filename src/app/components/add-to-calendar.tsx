// A button that saves the school calendar as an .ics file, built in the browser on click (so it
// works offline); the page supplies the label in its own language.

import type { ReactNode } from 'react';
import { brand } from '../../config/brand';
import type { CalendarEvent } from '../../data/calendar';
import type { Locale } from '../../i18n/locales';
import { calendarToIcs } from './calendar-ics';

interface AddToCalendarButtonProps {
  events: readonly CalendarEvent[];
  locale: Locale;
  /** The button's text, written by the page. */
  label: ReactNode;
  /** The calendar's name in the reader's calendar app; a default per locale otherwise. */
  calendarName?: string;
}

export function AddToCalendarButton({ events, locale, label, calendarName }: AddToCalendarButtonProps) {
  function download() {
    const ics = calendarToIcs(events, locale, { calendarName });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${brand.slug}-calendar-${locale}.ics`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the URL after click() returns; release it a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <button type="button" className="button button--ghost" onClick={download}>
      {label}
    </button>
  );
}
