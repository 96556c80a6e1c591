// Curriculum (English): the stages and their frameworks, STEM+, Thai language and culture, and English support.
import { PageLink, Num } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, school, termsPerYear, tuition } from '../../data/facts';

const agesOf = (id: (typeof tuition)[number]['id']) => tuition.find((row) => row.id === id)?.ages;

export default function CurriculumBody() {
  return (
    <>
      <h2>One British curriculum, from first steps to A Level</h2>
      <p>
        At {brand.name}, every child follows one carefully sequenced British curriculum, from their first morning in
        Foundation 1 to their last A Level paper in Year 13. Because each stage builds on the one before, a child who
        joins us at {ages.earlyYears.from} and a teenager who arrives from abroad at {ages.secondary.from} meet the same
        clear expectations, the same kind of reports and teachers who share one language of progress. The school year
        runs in {termsPerYear} terms, from September to mid-July.
      </p>
      <table>
        <caption>The stages of the {brand.shortName} curriculum</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Ages</th>
            <th scope="col">Year groups</th>
            <th scope="col">Framework</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Early Years</th>
            <td>
              {ages.earlyYears.from}–{ages.earlyYears.to}
            </td>
            <td>Foundation 1, Foundation 2 and Foundation 3 (Reception)</td>
            <td>Early Years Foundation Stage (EYFS)</td>
          </tr>
          <tr>
            <th scope="row">Primary</th>
            <td>
              {ages.primary.from}–{ages.primary.to}
            </td>
            <td>Years 1–6</td>
            <td>National Curriculum for England, Key Stages 1 and 2</td>
          </tr>
          <tr>
            <th scope="row">Secondary: lower school</th>
            <td>{agesOf('y7-y9')}</td>
            <td>Years 7–9</td>
            <td>National Curriculum for England, Key Stage 3</td>
          </tr>
          <tr>
            <th scope="row">Secondary: IGCSE</th>
            <td>{agesOf('y10-y11')}</td>
            <td>Years 10–11</td>
            <td>IGCSE</td>
          </tr>
          <tr>
            <th scope="row">Secondary: sixth form</th>
            <td>{agesOf('y12-y13')}</td>
            <td>Years 12–13</td>
            <td>A Level</td>
          </tr>
        </tbody>
      </table>
      <p>
        Our examination programme is certified by an international examinations board, so IGCSE and A Level results
        earned on Koh Samui carry the same weight as those earned in the United Kingdom and are recognised by
        universities around the world. Each stage has its own page: <PageLink to="early-years">Early Years</PageLink>,{' '}
        <PageLink to="primary-school">Primary School</PageLink> and{' '}
        <PageLink to="secondary-school">Secondary School</PageLink>.
      </p>

      <h2>STEM+: science and technology with a purpose</h2>
      <p>
        STEM+ runs through every stage. Science, technology, engineering and mathematics sit at its heart; the “plus” is
        the creativity, communication and care for our island that turn knowledge into useful work.
      </p>
      <ul>
        <li>
          <strong>Early Years:</strong> building, measuring, sorting and exploring the natural world in the garden and
          on the beach.
        </li>
        <li>
          <strong>Primary:</strong> weekly STEM+ lessons with coding, simple robotics and design challenges that end in
          something children can test.
        </li>
        <li>
          <strong>Secondary:</strong> laboratory science, computer science and longer design projects, many of them
          shown to families at our annual <PageLink to="stem-expo">STEM Expo</PageLink>.
        </li>
      </ul>

      <h2>Thai language and culture</h2>
      <p>
        Thailand is our home, and every student learns about it. Thai students take Thai language lessons at
        native-speaker level, so they stay fully literate in their first language while they study in English.
        International students learn Thai as a foreign language, from everyday conversation in the market to reading and
        writing. Everyone shares Thai culture lessons, and the whole school celebrates festivals such as Loy Krathong
        and Songkran together.
      </p>

      <h2>English support in levels</h2>
      <p>
        Many of our <Num value={school.students} />+ students, from more than <Num value={school.nations} /> nations,
        arrive speaking a language other than English. Our English as an Additional Language (EAL) programme helps them
        join lessons quickly and confidently:
      </p>
      <ol>
        <li>Each new student is placed at the level that matches their English when they join.</li>
        <li>Students are assessed at the end of every term.</li>
        <li>When they reach a level’s goals, they pass to the next level.</li>
        <li>After the final level, they graduate into mainstream English lessons with their classmates.</li>
      </ol>
      <p>
        The levels and the support around them are explained on{' '}
        <PageLink to="academic-support">Academic support</PageLink>. To talk about your child’s starting point,{' '}
        <PageLink to="contact-us">contact our admissions team</PageLink> or{' '}
        <PageLink to="apply-now">read how to apply</PageLink>.
      </p>
    </>
  );
}
