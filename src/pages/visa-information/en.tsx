// Visa information (English): student and guardian visas, bank balance, documents, timing and the 90-day report.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { visa } from '../../data/facts';

export default function VisaInformationBody() {
  return (
    <>
      <h2>Student and guardian visas</h2>
      <p>
        Most international families at {brand.shortName} live on Koh Samui on a student visa for the child and a
        guardian visa for a parent, both supported by the school. Our visa team prepares the school’s letters, checks
        your documents with you and explains each step.
      </p>
      <ul>
        <li>
          A child can hold a student visa from the age of {visa.minAgeOnFirstSeptember} on or before 1 September of the
          school year.
        </li>
        <li>
          Each enrolled child allows <strong>{visa.parentVisasPerChild}</strong> parental (guardian) visa.
        </li>
        <li>
          The school issues a student certificate within {visa.studentCertificateWorkingDays} working days of your
          request.
        </li>
      </ul>

      <h2>Bank balance and visa fees</h2>
      <p>
        For each parental visa, the parent needs <Money amount={visa.bankBalancePerParentVisa} /> in a Thai bank
        account. The balance must be held for {visa.balanceHeldDaysBeforeApplication} days before the first application
        or an extension, and for {visa.balanceHeldMonthsBeforeRenewal} months before a renewal.
      </p>
      <p>
        When the full year’s school fees are not paid, the school charges{' '}
        <Money amount={visa.feePerParentVisaIfNotFullYear} /> per parental visa per year.
      </p>

      <h2>Checklist</h2>
      <table>
        <caption>What to prepare for each visa application</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Requirement</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Passport</th>
            <td>
              At least {visa.passportBlankPages} blank pages and valid for at least {visa.passportValidMonths} months
            </td>
          </tr>
          <tr>
            <th scope="row">Photos</th>
            <td>
              {visa.photos} photos, each {visa.photoSizeCm} cm
            </td>
          </tr>
          <tr>
            <th scope="row">Bank balance (parent)</th>
            <td>
              <Money amount={visa.bankBalancePerParentVisa} /> per parental visa, held as described above
            </td>
          </tr>
          <tr>
            <th scope="row">School letters and student certificate</th>
            <td>From our visa team, within {visa.studentCertificateWorkingDays} working days</td>
          </tr>
          <tr>
            <th scope="row">Processing time</th>
            <td>
              {visa.processingDays.from}–{visa.processingDays.to} days
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        Start early: with processing taking up to {visa.processingDays.to} days, plan well before your current
        permission to stay ends.
      </p>

      <h2>The {visa.reportEveryDays}-day report</h2>
      <p>
        Everyone staying in Thailand on a long-stay visa reports their address to immigration every{' '}
        {visa.reportEveryDays} days. You can report up to {visa.reportWindowDays} days before the due date, using form{' '}
        {visa.reportForm}. Put the dates in your calendar: a late report is easy to avoid.
      </p>

      <h3>When a student leaves</h3>
      <p>
        The school cancels the visas it supported when a student withdraws. Our{' '}
        <PageLink to="school-fees">refund rules</PageLink> include a fine of{' '}
        <Money amount={visa.cancellationFinePerVisa} /> per visa issued.
      </p>
      <p>
        Please note: our visa team helps and advises, but immigration rules are set by Thai Immigration and can change
        at short notice. For questions about your family’s case, <PageLink to="contact-us">contact us</PageLink>.
      </p>
    </>
  );
}
