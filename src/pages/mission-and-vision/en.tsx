// Mission and vision (English): the school's mission, vision and values, and how they show day to day.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function MissionAndVisionBody() {
  return (
    <>
      <h2>Our mission</h2>
      <p>
        <strong>
          To give every child a rigorous British education in a caring international community, so that they grow into
          confident, caring and curious young people who make a positive difference wherever life takes them.
        </strong>
      </p>
      <p>
        Every decision at {brand.shortName}, from the size of a class to the choice of a new after-school club, is
        measured against this sentence. It is short on purpose: teachers, parents and students can all remember it and
        hold us to it.
      </p>

      <h2>Our vision</h2>
      <p>
        We want {brand.name} to be known as the school on {brand.island} where children are stretched academically and
        cared for personally; where a family arriving from any country feels at home within weeks; and where students
        leave ready not only for university, but for a world that will keep changing long after they have left us.
      </p>

      <h2>Our values</h2>
      <h3>Confident</h3>
      <p>
        We help children find their voice: to ask questions in class, to stand up on stage, to try again after a
        mistake. Confidence grows from real achievement, so we set high expectations and give the support to meet them.
      </p>
      <h3>Caring</h3>
      <p>
        Kindness is taught, not assumed. Students look after each other through buddy schemes and house events, and they
        look after the island we share through beach clean-ups, recycling projects and service in the local community.
      </p>
      <h3>Curious</h3>
      <p>
        Our STEM+ programme, our library and our trips are all designed to make children wonder how things work and why.
        We value the question as much as the answer.
      </p>

      <h2>What our values look like in a school day</h2>
      <ul>
        <li>An Early Years child explains to a visitor how the seeds in the garden are growing.</li>
        <li>A Year 5 pupil who joined speaking little English reads aloud to the class for the first time.</li>
        <li>Secondary students plan and run a charity event for a local cause, from budget to clearing up.</li>
        <li>A sixth-former mentors a younger student preparing for the STEM Expo.</li>
      </ul>
      <p>
        Our <PageLink to="pastoral-care">pastoral care</PageLink> and{' '}
        <PageLink to="co-curricular">co-curricular programme</PageLink> put these values into practice every day. To see
        them for yourself, visit us at an <PageLink to="open-house">open house</PageLink>.
      </p>
    </>
  );
}
