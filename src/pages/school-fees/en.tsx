// School fees (English): tuition by year group, one-off fees, discounts, refunds, insurance and the bus.
import { Money, PageLink, Percent, TuitionRows } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYear, bus, discounts, insurance, oneOffFees, refunds, termsPerYear } from '../../data/facts';

export default function SchoolFeesBody() {
  return (
    <>
      <h2>Tuition fees {academicYear}</h2>
      <p>
        The school year at {brand.shortName} has {termsPerYear} terms, from September to mid-July. Tuition is invoiced
        each term, or once for the whole year if you prefer to pay in advance. Every fee is due by the date shown on the
        invoice.
      </p>
      <table>
        <caption>Tuition by year group, {academicYear}</caption>
        <thead>
          <tr>
            <th scope="col">Year group</th>
            <th scope="col">Ages</th>
            <th scope="col">Per term</th>
            <th scope="col">Per year ({termsPerYear} terms)</th>
            <th scope="col">
              Full year paid in advance (−
              <Percent value={discounts.fullYearInAdvance} />)
            </th>
          </tr>
        </thead>
        <TuitionRows label={(row) => row.label} />
      </table>

      <h2>One-off fees</h2>
      <table>
        <caption>Fees paid once per student</caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col">Amount</th>
            <th scope="col">When and what it covers</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Application fee</th>
            <td>
              <Money amount={oneOffFees.application} />
            </td>
            <td>Paid with the application; covers your child’s assessment.</td>
          </tr>
          <tr>
            <th scope="row">Admissions fee</th>
            <td>
              <Money amount={oneOffFees.admissions} />
            </td>
            <td>Due within {oneOffFees.admissionsDueDays} days of accepting an offer; non-refundable.</td>
          </tr>
          <tr>
            <th scope="row">Security deposit</th>
            <td>
              <Money amount={oneOffFees.securityDeposit} />
            </td>
            <td>
              Per student. Refunded on withdrawal once all outstanding fees are settled and one full term’s written
              notice has been given.
            </td>
          </tr>
        </tbody>
      </table>

      <h2>Discounts {academicYear}</h2>
      <ul>
        <li>
          Siblings: <Percent value={discounts.secondChild} /> off tuition for the second child and{' '}
          <Percent value={discounts.thirdChildAndBeyond} /> for the third child and each child after that. The sibling
          discount also applies when a child joins in the middle of a term.
        </li>
        <li>
          Paying the full year ({termsPerYear} terms) in advance: <Percent value={discounts.fullYearInAdvance} /> off
          tuition.
        </li>
      </ul>

      <h2>Refunds and withdrawal</h2>
      <ul>
        <li>Fees for a single term are not refunded.</li>
        <li>When more than one term has been paid, a refund needs one full term’s written notice.</li>
        <li>
          Refunds to a credit or debit card are made less <Percent value={refunds.cardDeduction} /> for card charges.
        </li>
        <li>A refund takes at least {refunds.minDays} days to reach you.</li>
      </ul>

      <h2>Accident insurance</h2>
      <p>
        Every student is covered for accidents up to <Money amount={insurance.accidentCoverPerIncident} /> per incident.
        Please allow up to {insurance.startsWithinWeeks} weeks after enrolment for the cover to begin.
      </p>

      <h3>School bus</h3>
      <p>
        The school bus costs <Money amount={bus.perTerm} /> per student per term. Routes, pick-up times and registration
        are on the <PageLink to="school-bus">school bus</PageLink> page. Ready to apply? See the{' '}
        <PageLink to="apply-now">application process</PageLink>.
      </p>
    </>
  );
}
