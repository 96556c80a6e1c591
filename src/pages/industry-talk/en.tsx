// Industry talks (English): who comes to speak, what a session looks like, how talks feed into subject and university choices, and how to take part.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function IndustryTalkBody() {
  return (
    <>
      <h2>Learning from people who do the work</h2>
      <p>
        A textbook can explain how a hospital or a hotel works; a nurse or a hotel manager can tell you what it is
        really like. Our industry talks bring professionals into school so that {brand.shortName} students can hear
        about real careers, ask honest questions and start to picture their own futures. Talks take place through the
        year, mainly for Secondary students, with shorter “people who help us” visits for younger classes.
      </p>

      <h2>Who comes to speak</h2>
      <ul>
        <li>
          <strong>Tourism and hospitality:</strong> resort managers, chefs, dive instructors and event planners from
          Samui’s largest industry.
        </li>
        <li>
          <strong>Medicine and healthcare:</strong> doctors, nurses, dentists and physiotherapists.
        </li>
        <li>
          <strong>Engineering and construction:</strong> civil and electrical engineers, architects and renewable-energy
          specialists.
        </li>
        <li>
          <strong>Technology:</strong> software developers, designers, data analysts and digital marketers.
        </li>
        <li>
          <strong>Environment and marine science:</strong> conservationists and researchers working on the reefs and
          coastline of the Gulf of Thailand.
        </li>
        <li>
          <strong>Business and law:</strong> entrepreneurs, accountants and lawyers, many of them parents of our
          students.
        </li>
      </ul>

      <h2>What a session looks like</h2>
      <p>
        Each talk is short and practical. The speaker describes their route into the job, a typical day and the skills
        that matter most, then students ask questions, often in small groups. Where possible, speakers bring something
        to try: a diagnostic tool, a design brief or a real problem from their workplace. Students prepare questions in
        advance and reflect afterwards in their tutor sessions.
      </p>

      <h2>From talks to choices</h2>
      <p>
        Talks are planned around the decisions students face: choosing IGCSE options in Year 9, A Level subjects in Year
        11 and university courses in the sixth form. Our guidance team follows up with individual conversations, helps
        students find work-shadowing opportunities on the island and supports university applications. See{' '}
        <PageLink to="secondary-school">Secondary School</PageLink> and{' '}
        <PageLink to="university-destination">university destinations</PageLink>.
      </p>

      <h2>Would you like to speak?</h2>
      <p>
        We are always glad to hear from parents and members of the Samui community who would share their work with our
        students. Please <PageLink to="contact-us">contact us</PageLink> with your field and a few words about your
        career.
      </p>
    </>
  );
}
