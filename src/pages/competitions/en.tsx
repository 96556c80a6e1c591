// Competitions (English): why we compete, academic contests, debating, sport, the arts, how students take part and how we celebrate.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function CompetitionsBody() {
  return (
    <>
      <h2>Why we compete</h2>
      <p>
        Competitions give students a reason to stretch themselves, a deadline to work towards and the experience of
        performing under pressure. They also teach students to win graciously, to lose well and to try again. At{' '}
        {brand.shortName} competitions are open to everyone who wants to take part, not only to the students who are
        expected to win.
      </p>

      <h2>Mathematics and science</h2>
      <ul>
        <li>
          <strong>Maths olympiads and challenges:</strong> primary and secondary students sit international mathematics
          competitions each year, with a weekly problem-solving club to prepare.
        </li>
        <li>
          <strong>Science fairs:</strong> students design and carry out their own investigations; the best projects from
          our <PageLink to="stem-expo">STEM Expo</PageLink> go on to inter-school science fairs.
        </li>
        <li>
          <strong>Coding and robotics:</strong> teams build and program robots for regional robotics challenges and take
          part in online coding contests.
        </li>
      </ul>

      <h2>Debating and public speaking</h2>
      <p>
        Our debating club meets every week. Students learn to research a motion, build an argument and respond to the
        other side, then test those skills in inter-school debates and model United Nations conferences. Younger
        children start with show-and-tell, poetry recitals and the school spelling bee, and everyone has the chance to
        speak in assembly.
      </p>

      <h2>Sport</h2>
      <p>
        School teams compete in inter-school tournaments on Samui and on the mainland, in football, basketball,
        volleyball, swimming and athletics. Read more on our <PageLink to="sports">Sports</PageLink> page.
      </p>

      <h2>The arts</h2>
      <p>
        Young artists enter art and photography competitions, writers enter creative writing and poetry contests, and
        musicians from the <PageLink to="pma">Performing and Music Academy</PageLink> perform at music festivals.
      </p>

      <h2>How students take part</h2>
      <ol>
        <li>Teachers announce upcoming competitions in class, in assembly and in the parents’ newsletter.</li>
        <li>Students sign up or are invited to join a team, and practise in lunchtime or after-school clubs.</li>
        <li>For events away from school, parents receive full details and a consent form in advance.</li>
        <li>Students travel and compete with our staff, who stay with them throughout.</li>
      </ol>

      <h2>Celebrating success</h2>
      <p>
        We celebrate effort as well as results: in assemblies, in the school newsletter and on our{' '}
        <PageLink to="news-updates">news</PageLink> pages. Students who show exceptional ability are supported further
        through our gifted and talented programme (see <PageLink to="academic-support">Academic support</PageLink>).
      </p>
    </>
  );
}
