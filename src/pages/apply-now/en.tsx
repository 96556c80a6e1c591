// Application process (English): the four steps, the documents, start dates and the admissions fee.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { applicationTime, oneOffFees, starting } from '../../data/facts';

export default function ApplyNowBody() {
  return (
    <>
      <h2>Four steps to a place at {brand.shortName}</h2>
      <p>
        Families join {brand.name} throughout the year, not only in September. Whichever way you begin, our admissions
        team stays with you from the first message to your child’s first morning in class.
      </p>
      <ol>
        <li>
          <strong>Make an application.</strong> If you would like us to call you first, the{' '}
          <PageLink to="contact-app">quick contact for application</PageLink> takes about{' '}
          {applicationTime.quickContactMinutes} minute. If you are ready, the full{' '}
          <PageLink to="application-form">online application</PageLink> takes about{' '}
          {applicationTime.fullApplicationMinutes} minutes. It is saved on your device as you go, so you can close it
          and finish later, even without an internet connection. The application fee of{' '}
          <Money amount={oneOffFees.application} /> covers the assessment.
        </li>
        <li>
          <strong>Assessment.</strong> We invite your child to a relaxed, age-appropriate assessment of English, maths
          and, for older students, reasoning. It helps us place your child well; it is not a test to pass or fail.
        </li>
        <li>
          <strong>Application review.</strong> Our admissions team reads the application, previous school reports and
          the assessment together, and may ask you for a short conversation.
        </li>
        <li>
          <strong>Offer.</strong> The Head of School sends a formal acceptance e-mail. It states a limited period in
          which to accept the place. Fees are then due by the date shown on your invoice.
        </li>
      </ol>

      <h2>Documents we need</h2>
      <p>Please upload these with the online application, or send them to the admissions office:</p>
      <ul>
        <li>a recent passport photo of your child;</li>
        <li>your child’s birth certificate;</li>
        <li>the latest school transcript or report, translated into English;</li>
        <li>ID cards or passports of both parents;</li>
        <li>household registration (for Thai families) or your current visa.</li>
      </ul>
      <p>
        We cannot process an application until all documents have arrived, so sending them together saves time for
        everyone.
      </p>

      <h2>Choosing a start date</h2>
      <ul>
        <li>Children always start on a Monday, so their first week is a whole week with their new class.</li>
        <li>
          The application and fees must be complete at least {starting.workingDaysBefore} working days before the first
          day.
        </li>
        <li>Fees paid by Thursday at {starting.feesDeadlineHour}:00 allow a start on the following Monday.</li>
      </ul>

      <h3>Admissions fee</h3>
      <p>
        The admissions fee of <Money amount={oneOffFees.admissions} /> is due within {oneOffFees.admissionsDueDays} days
        of accepting an offer and is non-refundable. All other fees, deposits and discounts are on the{' '}
        <PageLink to="school-fees">school fees</PageLink> page.
      </p>
    </>
  );
}
