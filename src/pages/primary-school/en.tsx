// Primary School (English): Years 1 to 6, what children learn, teachers, after-school activities, reports and joining.
import { Money, PageLink } from '../../app/components/prose';
import { academicYear, ages, starting, termsPerYear, timetable, tuition } from '../../data/facts';

const years = tuition.filter((row) => row.id === 'y1-y3' || row.id === 'y4-y6');

export default function PrimarySchoolBody() {
  return (
    <>
      <h2>Years 1 to 6</h2>
      <p>
        Primary School covers the years from {ages.primary.from} to {ages.primary.to}, from Year 1 to Year 6. We follow
        the National Curriculum for England: Key Stage 1 (Years 1 and 2) builds secure reading, writing and number
        skills, and Key Stage 2 (Years 3 to 6) deepens them and widens the curriculum, so that children leave us ready
        for the pace of <PageLink to="secondary-school">Secondary School</PageLink>.
      </p>
      <table>
        <caption>Primary year groups and tuition per term, {academicYear}</caption>
        <thead>
          <tr>
            <th scope="col">Year groups</th>
            <th scope="col">Ages</th>
            <th scope="col">Tuition per term</th>
          </tr>
        </thead>
        <tbody>
          {years.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.ages}</td>
              <td>
                <Money amount={row.perTerm} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>What children learn</h2>
      <ul>
        <li>
          <strong>English:</strong> systematic phonics, guided reading, handwriting and writing for real audiences.
        </li>
        <li>
          <strong>Mathematics:</strong> number facts learned to fluency, then reasoning and problem solving with
          hands-on materials.
        </li>
        <li>
          <strong>Science and STEM+:</strong> investigations, coding and design challenges (see{' '}
          <PageLink to="curriculum">our curriculum</PageLink>).
        </li>
        <li>
          <strong>Humanities:</strong> history and geography, often starting from Koh Samui and the wider region.
        </li>
        <li>
          <strong>Thai language and culture:</strong> native-speaker Thai for Thai children, Thai as a foreign language
          for everyone else.
        </li>
        <li>
          <strong>Music, art and computing</strong>, taught by specialists.
        </li>
        <li>
          <strong>PE and swimming:</strong> at least {timetable.minPeLessonsPerWeek} PE lessons every week (see{' '}
          <PageLink to="sports">Sports</PageLink>).
        </li>
        <li>
          <strong>Personal, social and health education:</strong> friendships, feelings, staying safe and healthy.
        </li>
      </ul>

      <h2>Class teachers and specialists</h2>
      <p>
        Each class has its own class teacher, who teaches most lessons and is your first point of contact, supported by
        a teaching assistant. Specialist teachers take music, PE, swimming and Thai. Children who are still learning
        English join the <PageLink to="academic-support">EAL programme</PageLink>, and our learning support team works
        with any child who needs extra help or extra challenge.
      </p>

      <h2>After lessons</h2>
      <p>
        Extra-curricular activities (ECAs) run from {timetable.primaryEcaStart} to {timetable.primaryEcaEnd}. Children
        choose new activities each term, from football and swimming to coding, art, choir and chess; the full programme
        is on the <PageLink to="co-curricular">co-curricular</PageLink> page.
      </p>

      <h2>Progress and reports</h2>
      <p>
        Teachers check progress continuously and record it formally in each of the {termsPerYear} terms. You receive a
        written report every term and meet the class teacher to talk about how your child is doing and what comes next.
      </p>

      <h2>Joining Primary School</h2>
      <p>
        Children can join during the year as well as in September. New pupils start on a Monday: the application and
        fees need to be complete at least {starting.workingDaysBefore} working days before, so fees paid by{' '}
        {starting.feesDeadlineHour}:00 on Thursday allow a start the following Monday. Read{' '}
        <PageLink to="apply-now">how to apply</PageLink>, see the <PageLink to="school-fees">school fees</PageLink>, or
        register for the <PageLink to="bus-registration">school bus</PageLink>.
      </p>
    </>
  );
}
