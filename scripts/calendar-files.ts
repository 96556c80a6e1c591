// Writes the school calendar as an .ics file per language (dist/client/calendar/<locale>.ics):
// the calendar page links to its language's file, and the service worker keeps it with that
// language's pages.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarEvents } from '../src/data/calendar';
import { calendarFileUrl, calendarToIcs } from '../src/data/calendar-ics';
import { locales } from '../src/i18n/locales';

export async function writeCalendarFiles(distDir: string, now = new Date()): Promise<void> {
  for (const locale of locales) {
    const file = path.join(distDir, calendarFileUrl(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, calendarToIcs(calendarEvents, locale, { now }));
  }
}
