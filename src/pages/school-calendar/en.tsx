// School calendar (English): term dates, half-terms and holidays by academic year, with an .ics download.
import { Fragment } from 'react';
import { FormattedDate } from 'react-intl';
import { CalendarDownload } from '../../app/components/calendar-download';
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYears, type AcademicYear } from '../../data/calendar';
import { boarding, officeHours, starting, termsPerYear } from '../../data/facts';

function Day({ iso }: { iso: string }) {
  return <FormattedDate value={Date.parse(iso)} dateStyle="long" timeZone="UTC" />;
}

function YearTable({ year }: { year: AcademicYear }) {
  return (
    <table>
      <caption>Term dates and holidays, academic year {year.id}</caption>
      <thead>
        <tr>
          <th scope="col">Term or holiday</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
        </tr>
      </thead>
      <tbody>
        {year.events.map((event) => (
          <tr key={event.id}>
            <th scope="row">{event.name.en}</th>
            <td>
              <Day iso={event.start} />
            </td>
            <td>
              <Day iso={event.end} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function SchoolCalendarBody() {
  return (
    <>
      <h2>How our school year works</h2>
      <p>
        Like schools in England, {brand.shortName} runs an academic year of {termsPerYear} terms, from early September
        to the middle of July. Each term has a one-week half-term break, and the longer holidays fall at Christmas and
        New Year, around Easter and Songkran, and over the summer.
      </p>
      <p>
        We close for the Thai public holidays listed below. Where a holiday falls inside a break we still show it,
        because the school office and the boarding house are closed that day too. Every term starts on a Monday, and so
        does every new pupil: a family whose application and fees are complete at least {starting.workingDaysBefore}{' '}
        working days before can start on any Monday in term time.
      </p>

      {academicYears.map((year) => (
        <Fragment key={year.id}>
          <h2>Academic year {year.id}</h2>
          <YearTable year={year} />
        </Fragment>
      ))}

      <h2>Add the dates to your own calendar</h2>
      <p>
        The button below saves every term, half-term, holiday and school event of both years as one calendar file, with
        the names in English. Open it on your phone or computer and Google Calendar, Apple Calendar or Outlook will add
        the dates as all-day events. The file is made on your device, so it works even when you are offline.
      </p>
      <p>
        <CalendarDownload locale="en" label="Download the calendar (.ics)" />
      </p>

      <h2>Planning around the calendar</h2>
      <ul>
        <li>
          Please book family travel in the holidays rather than in term time; our{' '}
          <PageLink to="school-policies">attendance policy</PageLink> explains why, and the{' '}
          <PageLink to="school-form">absence form</PageLink> is there for the times it cannot be avoided.
        </li>
        <li>
          Over the summer, boarders can stay for our {boarding.summerWeeks}-week summer programme, and younger children
          can join the <PageLink to="summer-camp">summer camp</PageLink>; see{' '}
          <PageLink to="homestay">boarding</PageLink> for details.
        </li>
        <li>
          The office answers admissions questions in the holidays too, Monday to Friday from {officeHours.weekdays.from}{' '}
          to {officeHours.weekdays.to} and on Saturday from {officeHours.saturday.from} to {officeHours.saturday.to},
          except on public holidays.
        </li>
      </ul>
      <p>
        Event dates are occasionally moved; when that happens we tell families in the newsletter first and update this
        page. Questions about dates are always welcome through <PageLink to="contact-us">our contact form</PageLink>.
      </p>
    </>
  );
}
