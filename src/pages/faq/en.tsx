// FAQ (English): parents' most common questions on admissions, fees, visas, the bus, boarding and school life.
import { Money, Percent, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import {
  ages,
  boarding,
  bus,
  discounts,
  insurance,
  officeHours,
  oneOffFees,
  refunds,
  starting,
  termsPerYear,
  timetable,
  tuition,
  visa,
} from '../../data/facts';

const [full, weekday, flexi, summer] = boarding.programmes;
const youngest = tuition[0];
const oldest = tuition[tuition.length - 1]!;

export default function FaqBody() {
  return (
    <>
      <h2>Admissions</h2>
      <h3>What ages do you take?</h3>
      <p>
        {brand.shortName} teaches children from {ages.earlyYears.from} to {ages.secondary.to}: Early Years from{' '}
        {ages.earlyYears.from} to {ages.earlyYears.to}, Primary from {ages.primary.from} to {ages.primary.to} and
        Secondary from {ages.secondary.from} to {ages.secondary.to}. We accept new applications for children aged{' '}
        {ages.applications.from} to {ages.applications.to}, from Foundation 1 up to Year 12.
      </p>

      <h3>How do we apply, and how long does it take?</h3>
      <p>
        Most families start with the short <PageLink to="contact-app">contact-for-application form</PageLink>, which
        takes about a minute, and then complete the full <PageLink to="application-form">online application</PageLink>,
        which takes about fifteen minutes if you have the documents to hand. After that come an assessment, a review of
        the application and, if we can offer a place, a formal offer e-mail from the Head of School. The{' '}
        <PageLink to="apply-now">application process</PageLink> page walks through each step.
      </p>

      <h3>Can I fill in the application over several days?</h3>
      <p>
        Yes. The form saves a draft on your own device as you type, including the documents you attach, so you can stop
        and come back later, even without an internet connection. If you press Submit while offline, the application is
        sent automatically as soon as the connection returns.
      </p>

      <h3>Which documents do we need?</h3>
      <p>
        A passport photo of your child, the birth certificate, recent school reports translated into English, both
        parents’ ID cards or passports, and your household registration or visa. We can only process an application once
        every document has arrived.
      </p>

      <h3>When can my child start?</h3>
      <p>
        On any Monday in term time. The application and fees need to be complete at least {starting.workingDaysBefore}{' '}
        working days before the first day; fees paid by Thursday at {starting.feesDeadlineHour}:00 allow a start the
        following Monday. Term dates are on the <PageLink to="school-calendar">school calendar</PageLink>.
      </p>

      <h3>My child speaks little English. Can they still join?</h3>
      <p>
        Yes. Our English as an Additional Language programme runs in levels: pupils are assessed every term, move up as
        they progress and join mainstream English lessons after the final level. If your child has a learning need, the
        Head of School will meet you before an offer is made so that we can plan the right support together.
      </p>

      <h2>Fees</h2>
      <h3>How much are the tuition fees?</h3>
      <p>
        Tuition is charged per term, {termsPerYear} terms a year, from <Money amount={youngest.perTerm} /> a term for{' '}
        {youngest.label} to <Money amount={oldest.perTerm} /> a term for {oldest.label}. The full table for every year
        group is on the <PageLink to="school-fees">school fees</PageLink> page.
      </p>

      <h3>Are there any one-off fees?</h3>
      <ul>
        <li>
          Application fee: <Money amount={oneOffFees.application} />, paid with the application; it covers the
          assessment.
        </li>
        <li>
          Admissions fee: <Money amount={oneOffFees.admissions} />, due within {oneOffFees.admissionsDueDays} days of
          accepting an offer and not refundable.
        </li>
        <li>
          Security deposit: <Money amount={oneOffFees.securityDeposit} /> per student, refunded when your child leaves,
          once fees are settled and a full term’s written notice has been given.
        </li>
      </ul>

      <h3>Do you offer discounts for siblings?</h3>
      <p>
        Yes: <Percent value={discounts.secondChild} /> off tuition for the second child and{' '}
        <Percent value={discounts.thirdChildAndBeyond} /> for the third and each further child, also when they join mid
        year. Paying a full year in advance takes another <Percent value={discounts.fullYearInAdvance} /> off tuition.
      </p>

      <h3>What happens to the fees if we leave?</h3>
      <p>
        A single term that has started is not refunded. To leave with fees paid for later terms, we need one full term’s
        written notice. Refunds to a card lose <Percent value={refunds.cardDeduction} /> to card charges, and a refund
        takes at least {refunds.minDays} days. Every pupil is covered by accident insurance of up to{' '}
        <Money amount={insurance.accidentCoverPerIncident} /> per incident; cover can take up to{' '}
        {insurance.startsWithinWeeks} weeks to begin.
      </p>

      <h2>Visas</h2>
      <h3>Can the school arrange a student visa for my child?</h3>
      <p>
        Yes, for children who are at least {visa.minAgeOnFirstSeptember} years old on or before 1 September. The process
        takes {visa.processingDays.from} to {visa.processingDays.to} days; you will need {visa.photos} photos of{' '}
        {visa.photoSizeCm} cm and a passport with at least {visa.passportBlankPages} blank pages, valid for at least{' '}
        {visa.passportValidMonths} months.
      </p>

      <h3>Can a parent stay in Thailand with the child?</h3>
      <p>
        The school can support {visa.parentVisasPerChild} parent visa per enrolled child. Each parental visa needs a
        Thai bank balance of <Money amount={visa.bankBalancePerParentVisa} />, held for{' '}
        {visa.balanceHeldDaysBeforeApplication} days before the application and for{' '}
        {visa.balanceHeldMonthsBeforeRenewal} months before a renewal. If the full year’s fees are not paid, there is a
        charge of <Money amount={visa.feePerParentVisaIfNotFullYear} /> per parental visa per year. Details are on the{' '}
        <PageLink to="visa-information">visa information</PageLink> page.
      </p>

      <h3>What is the {visa.reportEveryDays}-day report?</h3>
      <p>
        Everyone on a long-stay visa reports their address to immigration every {visa.reportEveryDays} days, using form{' '}
        {visa.reportForm}. You may report up to {visa.reportWindowDays} days before the due date, and our office is
        happy to check the form with you.
      </p>

      <h2>School bus</h2>
      <h3>Is there a school bus, and what does it cost?</h3>
      <p>
        Yes. The bus costs <Money amount={bus.perTerm} /> per student per term. Places are limited and given on a
        first-come, first-served basis; if we cancel a route, you receive a full refund. You can register up to{' '}
        {bus.maxStudentsPerRegistration} children on one <PageLink to="bus-registration">bus registration</PageLink> and
        need to give at least {bus.minContacts} contacts. Routes are described on the{' '}
        <PageLink to="school-bus">school bus</PageLink> page.
      </p>

      <h2>Boarding</h2>
      <h3>Do you offer boarding?</h3>
      <p>
        Yes. Boarders live in a villa with {boarding.villaBeds} beds, small enough to feel like a family home. Full
        boarding ({full.nightsPerWeek} nights a week) costs <Money amount={full.perTerm} /> a term, and weekday boarding
        ({weekday.nightsPerWeek} nights, home at weekends) costs <Money amount={weekday.perTerm} /> a term.
      </p>

      <h3>Can my child board only some nights, or in the holidays?</h3>
      <p>
        Yes. Flexi boarding (up to {flexi.nightsPerWeek} nights a week) is booked by the night at{' '}
        <Money amount={flexi.perNight} />, which suits families who travel for work. In the summer, the {summer.weeks}
        -week summer programme costs <Money amount={summer.perWeek} /> a week. See{' '}
        <PageLink to="homestay">boarding</PageLink> for more.
      </p>

      <h2>School life</h2>
      <h3>What happens after lessons?</h3>
      <p>
        Primary pupils can join extra-curricular activities from {timetable.primaryEcaStart} to{' '}
        {timetable.primaryEcaEnd}: sport, music, art, coding and more. Every pupil has at least{' '}
        {timetable.minPeLessonsPerWeek} PE lessons a week, and music is taught as a class subject up to Year{' '}
        {timetable.musicLessonsUpToYear}. Our <PageLink to="co-curricular">co-curricular</PageLink> pages show the full
        programme.
      </p>

      <h3>What should I do if my child is ill?</h3>
      <p>
        Please tell the school office on the first morning of any absence, and keep your child at home until they are
        well enough to learn. For planned absences and medicine in school, use the{' '}
        <PageLink to="school-form">school forms</PageLink>.
      </p>

      <h3>How can we visit or reach the school?</h3>
      <p>
        The office is open Monday to Friday from {officeHours.weekdays.from} to {officeHours.weekdays.to} and on
        Saturday from {officeHours.saturday.from} to {officeHours.saturday.to}. Call us on {brand.phone}, write to{' '}
        {brand.email} or use the <PageLink to="contact-us">contact form</PageLink>, and we will arrange a tour at a time
        that suits you.
      </p>
    </>
  );
}
