// Co-curricular activities (English): after-school activities (ECAs), clubs and student leadership, trips, and where to read more.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { timetable } from '../../data/facts';

export default function CoCurricularBody() {
  return (
    <>
      <h2>Learning that carries on after the last lesson</h2>
      <p>
        Some of the things children remember most from school happen outside the timetable: the first goal for a team, a
        solo in the concert, a night under canvas with friends. At {brand.shortName} every student takes part in
        co-curricular life, and most try something new every term. Activities are led by our own teachers and by trusted
        coaches from the island.
      </p>

      <h2>Extra-curricular activities (ECAs)</h2>
      <p>
        Primary ECAs run after lessons from {timetable.primaryEcaStart} to {timetable.primaryEcaEnd}. Secondary clubs
        meet at lunchtime and after school. A typical term’s choice includes:
      </p>
      <ul>
        <li>Sport: swimming, football, basketball, badminton, athletics and Muay Thai.</li>
        <li>Creative arts: art studio, drama, dance, choir and rock band.</li>
        <li>STEM: coding, robotics, science investigators and chess.</li>
        <li>Culture and languages: Thai dance, Thai cooking and language clubs.</li>
        <li>Calm and wellbeing: yoga, gardening and the reading club.</li>
      </ul>
      <h3>How choosing works</h3>
      <p>
        Before each term begins, families receive the list of activities and choose online. Most ECAs are included in
        tuition; a few led by outside coaches carry a charge, which is shown clearly when you sign up. Children can
        change activity at the start of every term.
      </p>

      <h2>Clubs and student leadership</h2>
      <p>
        Older students run clubs of their own, from debating and photography to the eco club, whose beach clean-ups and
        reef projects keep our island beautiful. The student council gives every class a voice in school decisions, and
        sixth formers mentor younger children and help organise events for the whole community.
      </p>

      <h2>Trips and outdoor learning</h2>
      <p>
        Koh Samui is a wonderful classroom. Younger children visit farms, waterfalls, temples and the seashore on day
        trips linked to their topics. Older students go on residential trips to the mainland, with jungle trekking,
        kayaking and service projects, and secondary students have the chance of overseas study trips. Every trip is
        planned with a risk assessment, and parents receive full details and give consent in advance.
      </p>

      <h2>Explore further</h2>
      <ul>
        <li>
          <PageLink to="sports">Sports</PageLink>: PE, swimming, teams and tournaments.
        </li>
        <li>
          <PageLink to="pma">Performing and Music Academy</PageLink>: lessons, choirs, bands and concerts.
        </li>
        <li>
          <PageLink to="competitions">Competitions</PageLink> and the annual{' '}
          <PageLink to="stem-expo">STEM Expo</PageLink>.
        </li>
        <li>
          <PageLink to="summer-camp">Summer camp</PageLink> during the July and August holidays.
        </li>
      </ul>
    </>
  );
}
