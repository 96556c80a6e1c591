// Admissions policy (English): ages and year groups, assessment, English, learning needs, places, offers, fairness.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, oneOffFees, yearGroups } from '../../data/facts';

/** Ages on 1 September from the youngest to the oldest applicant. */
const applicantAges = Array.from(
  { length: ages.applications.to - ages.applications.from + 1 },
  (_, i) => ages.applications.from + i,
);

function yearGroupFor(age: number): string {
  return age < ages.primary.from
    ? `Foundation ${age - ages.earlyYears.from + yearGroups.applications.foundationFrom}`
    : `Year ${age - ages.primary.from + 1}`;
}

export default function AdmissionsPolicyBody() {
  return (
    <>
      <h2>Our approach</h2>
      <p>
        {brand.name} welcomes children of every nationality and background. We offer a place when we are confident that
        the child will be happy and able to learn with us, and that we can meet their needs well. This policy explains
        how we decide, so that every family is treated in the same way.
      </p>

      <h2>Ages and year groups</h2>
      <p>
        We accept applications for children aged {ages.applications.from} to {ages.applications.to}, from Foundation{' '}
        {yearGroups.applications.foundationFrom} to Year {yearGroups.applications.yearTo}. A child’s year group is set
        by their age on 1 September of the school year, as in schools in England.
      </p>
      <table>
        <caption>Year group by age on 1 September</caption>
        <thead>
          <tr>
            <th scope="col">Age on 1 September</th>
            <th scope="col">Year group</th>
          </tr>
        </thead>
        <tbody>
          {applicantAges.map((age) => (
            <tr key={age}>
              <th scope="row">{age}</th>
              <td>{yearGroupFor(age)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Assessment</h2>
      <p>
        Every applicant takes part in an assessment suited to their age. Our youngest children are observed at play;
        older students complete English and mathematics tasks. We read the assessment alongside previous school reports.
        It guides placement and support; it is not a competitive entrance examination.
      </p>

      <h2>English</h2>
      <p>
        Children do not need fluent English to join Early Years or Primary. Students who are still learning English join
        our English-support (EAL) programme, which has levels, a termly assessment and a clear step into mainstream
        English after the final level. For students joining examination courses in the upper years, we check that their
        English will let them follow the course with confidence.
      </p>

      <h2>Learning needs</h2>
      <p>
        Please tell us about any special learning needs, medical needs or previous assessments in the application. The
        Head of School meets the family of every applicant with learning needs, to agree honestly whether and how we can
        support the child. Our <PageLink to="academic-support">academic support</PageLink> page describes what we offer.
      </p>

      <h2>Places and sibling priority</h2>
      <p>
        Places in each class are limited. When a year group is full, brothers and sisters of current students have
        priority, then complete applications in the order they arrived. Other families may join a waiting list.
      </p>

      <h2>Offer and acceptance</h2>
      <ul>
        <li>The Head of School makes each offer in a formal acceptance e-mail, with a limited period to accept.</li>
        <li>
          The admissions fee of <Money amount={oneOffFees.admissions} /> is due within {oneOffFees.admissionsDueDays}{' '}
          days of accepting and is non-refundable.
        </li>
        <li>
          Fees are due by the invoice date; see <PageLink to="school-fees">school fees</PageLink> and the{' '}
          <PageLink to="apply-now">application process</PageLink>.
        </li>
      </ul>

      <h2>Non-discrimination</h2>
      <p>
        We do not discriminate on grounds of nationality, ethnic origin, religion, language, gender, disability or a
        family’s circumstances. Decisions rest only on the information in this policy.
      </p>
    </>
  );
}
