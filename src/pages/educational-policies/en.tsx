// Educational policies (English): assessment and reporting, homework, inclusion, language and academic honesty.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { school, termsPerYear } from '../../data/facts';

export default function EducationalPoliciesBody() {
  return (
    <>
      <h2>Assessment and reporting</h2>
      <p>
        We assess to help children learn, not only to grade them. Teachers check understanding in every lesson, give
        feedback that tells a pupil what to do next, and use short end-of-unit tasks to see what has stuck. New pupils
        take a baseline assessment when they join, so that teaching starts from what they already know.
      </p>
      <ul>
        <li>
          <strong>Early Years</strong> follow the Early Years Foundation Stage: teachers observe children at play and
          record progress towards the early learning goals, with photos and notes shared with parents.
        </li>
        <li>
          <strong>Primary</strong> pupils are assessed against the National Curriculum for England in reading, writing,
          mathematics and science, with standardised tests at key points.
        </li>
        <li>
          <strong>Secondary</strong> students sit internal examinations each year, then IGCSE and A Level examinations
          set and marked by an international examinations board.
        </li>
      </ul>
      <p>
        Parents receive a written report in each of the {termsPerYear} terms and meet teachers at parent–teacher
        consultations, shown on the <PageLink to="school-calendar">school calendar</PageLink>. If you have a question
        between reports, the class teacher or form tutor is always the first person to ask.
      </p>

      <h2>Homework</h2>
      <p>
        Homework should be useful, manageable and never a battle at the kitchen table. In Early Years we ask for reading
        together and talking about the day. Primary pupils read every evening and have a short weekly task in English or
        mathematics, sometimes a small project. In Secondary, a homework timetable spreads the work across the week, and
        the amount grows towards IGCSE and A Level, when independent study becomes part of every subject. Teachers set
        homework that pupils can do without adult help; if it regularly takes far longer than expected, please tell us.
      </p>

      <h2>Inclusion and learning support</h2>
      <p>
        {brand.shortName} welcomes children with a wide range of abilities and needs. Our learning support team works
        with teachers and families to plan adjustments in class, small-group or one-to-one sessions, and extra time or
        other access arrangements in examinations where the board allows. Pupils with an identified need have an
        individual learning plan, reviewed every term with parents.
      </p>
      <p>
        When a family tells us on the application about a learning need or an earlier psychological assessment, the Head
        of School meets the parents before any offer is made. This conversation is not a test: it is how we make sure we
        can truly meet your child’s needs. See <PageLink to="academic-support">academic support</PageLink> for more.
      </p>

      <h2>Language policy</h2>
      <h3>English as the language of learning</h3>
      <p>
        English is the language of teaching and of everyday school life, so that pupils from more than {school.nations}{' '}
        nations share one language in class and in the playground.
      </p>
      <h3>English as an Additional Language</h3>
      <p>
        Children who are still learning English join our EAL programme, which runs in levels alongside mainstream
        lessons. They are assessed every term, move up a level as they progress, and graduate into mainstream English
        after the final level.
      </p>
      <h3>Mother tongue and Thai</h3>
      <p>
        A strong home language helps a child learn a second one, so we encourage families to keep reading and talking in
        their own language at home, and we celebrate the languages of our community in class and at International Day.
        Every pupil learns Thai language and culture: Thai nationals follow Thai studies at the level required for Thai
        students, and other pupils learn Thai as a foreign language, which opens up the island around them.
      </p>

      <h2>Academic honesty</h2>
      <p>
        We expect every piece of work to be the pupil’s own. From primary onwards, children learn to say where an idea
        came from; in secondary they learn to reference sources properly and to use digital tools, including AI tools,
        only in the ways a teacher allows and always openly. Copying, sharing answers and passing off someone else’s
        work are taken seriously. A first, minor lapse is usually a chance to learn; repeated or serious cases involve
        parents and may mean work is not accepted. In IGCSE and A Level coursework and examinations, the rules of the
        examinations board apply in full, and a breach can cost a candidate their result.
      </p>
      <p>
        The whole-school rules on behaviour, safeguarding and attendance are in{' '}
        <PageLink to="school-policies">{brand.shortName} policies</PageLink>.
      </p>
    </>
  );
}
