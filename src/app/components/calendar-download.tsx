// "Download the calendar": a plain link to the school calendar as an .ics file in the page's
// language, written at build time (scripts/calendar-files.ts) and kept with the language's pages
// for offline use. It works before any script, and with none.

import type { ReactNode } from 'react';
import { brand } from '../../config/brand';
import { calendarFileUrl } from '../../data/calendar-ics';
import type { Locale } from '../../i18n/locales';

export function CalendarDownload({ locale, label }: { locale: Locale; label: ReactNode }) {
  return (
    <a
      className="button button--ghost"
      href={calendarFileUrl(locale)}
      download={`${brand.slug}-calendar-${locale}.ics`}
    >
      {label}
    </a>
  );
}
