// Early Years and Foundation (English): the Foundation classes, EYFS learning through play, the day, settling in and joining.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYear, ages, termsPerYear, tuition, visa } from '../../data/facts';

const classes = tuition.filter((row) => row.id === 'f1-f2' || row.id === 'f3');

export default function EarlyYearsBody() {
  return (
    <>
      <h2>Three Foundation years to grow in</h2>
      <p>
        Our Early Years department welcomes children from the age of {ages.earlyYears.from} until they move up to Year 1
        at {ages.earlyYears.to}. Children spend these years in three classes, Foundation 1, Foundation 2 and Foundation
        3 (Reception), in bright, air-conditioned classrooms that open onto a shaded garden. Classes are small, and
        every group has a qualified teacher and a teaching assistant, so each child is noticed, listened to and helped
        at the moment they need it.
      </p>
      <table>
        <caption>Early Years classes and tuition per term, {academicYear}</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Ages</th>
            <th scope="col">Tuition per term</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((row) => (
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

      <h2>Learning through play with the EYFS</h2>
      <p>
        We follow the British Early Years Foundation Stage (EYFS). Children learn by playing, exploring and talking, and
        our teachers plan each activity so that play leads somewhere. The framework has prime areas, which lay the
        foundations for everything else, and specific areas, which grow from them.
      </p>
      <h3>Prime areas</h3>
      <ul>
        <li>Communication and language: stories, songs, rhymes and plenty of conversation in English.</li>
        <li>
          Physical development: climbing, balancing, water play, and the fine control needed for holding a pencil.
        </li>
        <li>Personal, social and emotional development: making friends, taking turns and growing in independence.</li>
      </ul>
      <h3>Specific areas</h3>
      <ul>
        <li>Literacy: daily phonics from Foundation 2, sharing books and first writing.</li>
        <li>Mathematics: counting, shapes, patterns and measuring with real objects.</li>
        <li>Understanding the world: the island’s plants, animals, weather and people.</li>
        <li>Expressive arts and design: painting, building, music, dance and role play.</li>
      </ul>

      <h2>A day in Early Years</h2>
      <p>
        The day begins with a welcome circle, followed by short focused sessions and long stretches of child-led play,
        indoors and outside in the cooler morning hours. Children eat healthy snacks together, the youngest have a quiet
        rest after lunch, and the day ends with a story. Thai-speaking assistants help new children settle, and children
        still learning English get gentle support from our <PageLink to="academic-support">EAL team</PageLink>.
      </p>

      <h2>Settling in and keeping in touch</h2>
      <p>
        Starting school is a big step, so new children can begin with shorter days. Each child has a key person who gets
        to know the family well. Photos and notes go into an online learning journal that parents can see at any time,
        and you receive a written report in each of the {termsPerYear} terms, with a meeting to talk it through.
      </p>

      <h2>Joining our Early Years</h2>
      <p>
        Children can join from age {ages.earlyYears.from}; international families should check the{' '}
        <PageLink to="visa-information">visa information</PageLink>, as a child needs to be{' '}
        {visa.minAgeOnFirstSeptember} by the start of the school year to hold a student visa. Read{' '}
        <PageLink to="apply-now">how to apply</PageLink>, see the full <PageLink to="school-fees">school fees</PageLink>
        , or <PageLink to="contact-us">book a visit</PageLink> to meet our Early Years teachers in {brand.island}.
      </p>
    </>
  );
}
