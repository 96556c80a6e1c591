// Secondary School (English): Key Stage 3, IGCSE and A Level, university guidance, life beyond lessons and joining.
import { Money, PageLink } from '../../app/components/prose';
import { academicYear, ages, timetable, tuition } from '../../data/facts';

const years = tuition.filter((row) => row.id === 'y7-y9' || row.id === 'y10-y11' || row.id === 'y12-y13');

export default function SecondarySchoolBody() {
  return (
    <>
      <h2>Three stages, one path to university</h2>
      <p>
        Secondary School takes students from {ages.secondary.from} to {ages.secondary.to}, from Year 7 to Year 13. Each
        stage has a clear purpose: a broad foundation in Key Stage 3, internationally recognised IGCSE qualifications,
        then A Levels studied in depth. Our examinations are set and marked by an international examinations board, and
        universities around the world know and trust them.
      </p>
      <table>
        <caption>Secondary year groups and tuition per term, {academicYear}</caption>
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

      <h2>Key Stage 3: Years 7 to 9</h2>
      <p>
        In the first three years students study a wide range of subjects with specialist teachers: English, mathematics,
        biology, chemistry and physics, history, geography, Thai, computing, art, music, drama and PE. STEM+ projects
        link these subjects together, and students learn to organise their own work, meet deadlines and take part in
        discussion with confidence.
      </p>

      <h2>IGCSE: Years 10 and 11</h2>
      <p>
        Students take a core of English, mathematics and the sciences, then choose options that suit their strengths and
        plans, such as business, economics, geography, history, computer science, art and design, music or physical
        education. Teachers guide each student and family through the choice in Year 9, and IGCSE examinations are sat
        at the end of Year 11.
      </p>

      <h2>A Level: Years 12 and 13</h2>
      <p>
        In the sixth form, students focus on a small number of subjects they enjoy and need for their chosen university
        course. Classes are small, so teaching is close to a seminar: students read widely, debate, write extended
        essays and carry out independent research. Sixth formers also lead clubs, mentor younger students and represent
        the school.
      </p>

      <h2>University and career guidance</h2>
      <p>
        From Year 9 onwards our guidance team helps each student explore courses and careers, through{' '}
        <PageLink to="industry-talk">industry talks</PageLink>, personal statements and interview practice. Graduates go
        on to universities in the United Kingdom, Europe, Asia, Australia and North America; see our{' '}
        <PageLink to="university-destination">university destinations</PageLink>.
      </p>

      <h2>Beyond the classroom</h2>
      <ul>
        <li>
          <PageLink to="competitions">Competitions</PageLink> in mathematics, science, debating and sport.
        </li>
        <li>
          The annual <PageLink to="stem-expo">STEM Expo</PageLink>, where students present their own research.
        </li>
        <li>
          The <PageLink to="pma">Performing and Music Academy</PageLink>, with instrumental lessons up to Year{' '}
          {timetable.musicLessonsUpToYear}, bands and choirs.
        </li>
        <li>
          At least {timetable.minPeLessonsPerWeek} PE lessons a week and school teams (see{' '}
          <PageLink to="sports">Sports</PageLink>).
        </li>
      </ul>

      <h2>Joining Secondary School</h2>
      <p>
        Students can join at any stage up to Year 12. Those still building their English join our{' '}
        <PageLink to="academic-support">EAL programme</PageLink> alongside their lessons. Scholarships are open to
        students aged {ages.scholarships.from} to {ages.scholarships.to}; see{' '}
        <PageLink to="scholarships">scholarships</PageLink>. Read <PageLink to="apply-now">how to apply</PageLink> and
        the full <PageLink to="school-fees">school fees</PageLink>.
      </p>
    </>
  );
}
