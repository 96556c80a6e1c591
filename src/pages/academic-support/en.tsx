// Academic support (English): the EAL levels and how students move through them, learning support, and gifted and talented.
import { Num, PageLink } from '../../app/components/prose';
import { ages, school, termsPerYear } from '../../data/facts';

export default function AcademicSupportBody() {
  return (
    <>
      <h2>English as an Additional Language (EAL)</h2>
      <p>
        Our <Num value={school.students} />+ students come from more than <Num value={school.nations} /> nations, and
        for many of them English is a second or third language. Our EAL programme gives them the English they need to
        learn every subject, in small groups taught by specialist EAL teachers, while they spend the rest of the day in
        class with their friends. Students are placed in a level when they join, based on a short assessment of
        listening, speaking, reading and writing.
      </p>
      <table>
        <caption>The EAL levels</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Where students start</th>
            <th scope="col">What the level builds</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Foundation</th>
            <td>New to English, or knows only a few words and phrases.</td>
            <td>Everyday classroom English, core vocabulary, simple sentences and the confidence to speak.</td>
          </tr>
          <tr>
            <th scope="row">Developing</th>
            <td>Follows routines and simple instructions; speaks in short sentences.</td>
            <td>Reading for meaning, subject vocabulary and writing connected sentences.</td>
          </tr>
          <tr>
            <th scope="row">Expanding</th>
            <td>Takes part in most lessons with some support.</td>
            <td>Longer texts, accurate grammar and academic writing across subjects.</td>
          </tr>
          <tr>
            <th scope="row">Bridging</th>
            <td>Close to the English of classmates, with gaps in academic language.</td>
            <td>Independent reading, extended writing and the skills to succeed in mainstream English.</td>
          </tr>
        </tbody>
      </table>
      <h3>Moving up through the levels</h3>
      <ol>
        <li>Students are assessed at the end of every term, {termsPerYear} times a year.</li>
        <li>A student who has met the goals of their level passes to the next level.</li>
        <li>After Bridging, the final level, they graduate into mainstream English lessons.</li>
      </ol>
      <p>
        Parents receive the result of each assessment with the termly report, so you always know your child’s level and
        the next step. Many students move up a level within a year; each child moves at their own pace.
      </p>

      <h2>Learning support</h2>
      <p>
        Some children learn differently, for example with dyslexia, attention difficulties or speech and language needs.
        Our learning support teachers work with them in class and in small groups, agree an individual learning plan
        with the family and class teachers, and review it every term. Where a specialist assessment would help, we
        advise families on where to find it.
      </p>
      <h3>Before your child joins</h3>
      <p>
        Please tell us about any learning needs on the <PageLink to="application-form">application form</PageLink>,
        which asks about special learning needs and any earlier referral for testing, and send any reports you have. The
        Head of School meets every applicant with learning needs and their parents before an offer is made, so that
        together we can be sure the school is the right place and plan support from the first day.
      </p>

      <h2>Gifted and talented</h2>
      <p>
        Students with high ability in a subject, or a strong talent in music, art or sport, are identified through
        assessments and teachers’ observations. They receive extension work in lessons, enrichment groups, mentoring and
        the chance to represent the school in <PageLink to="competitions">competitions</PageLink>. Students aged{' '}
        {ages.scholarships.from} to {ages.scholarships.to} may also apply for{' '}
        <PageLink to="scholarships">scholarships</PageLink>.
      </p>
      <p>
        Questions about support for your child are always welcome: <PageLink to="contact-us">contact us</PageLink> and
        we will put you in touch with the right teacher.
      </p>
    </>
  );
}
