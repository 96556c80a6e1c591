// Sports (English): PE for every child, swimming, the sports we play, teams and tournaments, coaching, safety and cover.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { insurance, timetable } from '../../data/facts';

export default function SportsBody() {
  return (
    <>
      <h2>PE for every child, every week</h2>
      <p>
        Every student from Year 1 to Year 13 has at least {timetable.minPeLessonsPerWeek} PE lessons a week, taught by
        qualified PE teachers. In Early Years, physical play is part of every day. Lessons build skills step by step:
        running, jumping and throwing, ball skills and team play, fitness and, for older students, coaching and
        leadership. We want every child to find a sport they enjoy and keep it for life, whether or not they make a
        team.
      </p>

      <h2>Swimming</h2>
      <p>
        On an island, swimming is a life skill. Swimming is part of PE, in small groups by ability: the youngest learn
        to feel safe in the water and float, primary children learn the main strokes and water safety, and strong
        swimmers train with the school squad. A qualified lifeguard is present at every pool session.
      </p>

      <h2>The sports we play</h2>
      <ul>
        <li>Football and futsal</li>
        <li>Basketball and volleyball</li>
        <li>Athletics and cross-country</li>
        <li>Swimming</li>
        <li>Badminton and tennis</li>
        <li>Muay Thai, taught by a certified instructor as an after-school activity</li>
        <li>Gymnastics, dance and yoga</li>
      </ul>

      <h2>Teams and tournaments</h2>
      <p>
        {brand.shortName} teams play inter-school tournaments against other schools on Samui and travel to fixtures on
        the mainland. Squads train after school, and every away trip is supervised by our staff, with details and
        consent forms sent to parents beforehand. At home, the house system keeps everyone involved: sports day, the
        swimming gala and house matches give every student points to win for their house.
      </p>

      <h2>Safe in the heat</h2>
      <p>
        Our PE timetable follows the island climate: outdoor games are planned for the cooler parts of the day, shaded
        areas and water breaks are routine, and sessions move indoors in extreme heat or storms. Students are covered by
        school accident insurance of up to <Money amount={insurance.accidentCoverPerIncident} /> per incident; see{' '}
        <PageLink to="school-fees">school fees</PageLink> for details.
      </p>

      <h2>More after school</h2>
      <p>
        Many sports continue as after-school activities; the full list is on the{' '}
        <PageLink to="co-curricular">co-curricular</PageLink> page, and our{' '}
        <PageLink to="competitions">competitions</PageLink> page shows where our teams have played.
      </p>
    </>
  );
}
