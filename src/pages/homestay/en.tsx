// Boarding house (English): the full boarding page, or the "opening in 2026 with a partner" notice.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { homestayMode } from '../../config/features';
import { ages, boarding, boardingNotice, officeHours } from '../../data/facts';

const [full, weekday, flexi, summer] = boarding.programmes;

function BoardingNotice() {
  return (
    <>
      <h2>Our boarding house opens in {boardingNotice.openingYear}</h2>
      <p>
        We are preparing a boarding house for {brand.shortName} students, expected to open in{' '}
        {boardingNotice.openingYear}. It will be run by a trusted partner of the school, working closely with our
        pastoral team so that boarders enjoy the same care, routines and expectations as they do in the school day.
      </p>
      <p>
        Until it opens, the school does not offer boarding places. Families who live away from Koh Samui, or who are
        planning a move to the island, are very welcome to talk to us about the options for their child in the meantime.
      </p>
      <p>
        Many families moving to Samui find a home near one of our <PageLink to="school-bus">school bus</PageLink>{' '}
        routes, and our team is happy to share practical advice on settling in and on{' '}
        <PageLink to="visa-information">student and guardian visas</PageLink>.
      </p>
      <h3>What we will share with interested families</h3>
      <ul>
        <li>the programmes on offer and how many nights a week they include;</li>
        <li>fees, the application steps and the opening date as soon as it is confirmed;</li>
        <li>how house parents, school staff and families will keep in touch.</li>
      </ul>
      <h3>Whom to contact</h3>
      <p>
        Please write to the admissions office at {brand.email}, call {brand.phone} or send a message through our{' '}
        <PageLink to="contact-us">contact form</PageLink>, choosing Admissions as the purpose. The office is open{' '}
        {officeHours.weekdays.from}–{officeHours.weekdays.to} Monday to Friday and {officeHours.saturday.from}–
        {officeHours.saturday.to} on Saturday. We will add your family to the list of those who hear first when
        applications open.
      </p>
    </>
  );
}

function BoardingFull() {
  return (
    <>
      <h2>A home from home</h2>
      <p>
        The {brand.shortName} boarding house is a family-style villa with just {boarding.villaBeds} beds, a short ride
        from school in Bophut. Boarding is designed mainly for secondary students (from age {ages.secondary.from}) whose
        families live away from the island or travel for work. Because the house is small, every boarder is known well,
        and life feels like a family rather than a dormitory.
      </p>
      <h3>House parents</h3>
      <p>
        Resident house parents live in the villa and look after the boarders every evening, night and weekend. They work
        closely with tutors and the pastoral team, and they keep in regular touch with parents, with a weekly update and
        a phone call whenever something matters.
      </p>

      <h2>Programmes</h2>
      <ul>
        <li>
          <strong>Full boarding:</strong> {full.nightsPerWeek} nights a week, including weekends with activities around
          the island.
        </li>
        <li>
          <strong>Weekday boarding:</strong> {weekday.nightsPerWeek} nights a week; students go home for the weekend.
        </li>
        <li>
          <strong>Flexi boarding:</strong> up to {flexi.nightsPerWeek} nights a week, booked by the night, for families
          whose work takes them away now and then.
        </li>
        <li>
          <strong>Summer boarding:</strong> {summer.weeks} weeks, from mid-July to the first week of September, often
          combined with our <PageLink to="summer-camp">summer camp</PageLink>.
        </li>
      </ul>
      <table>
        <caption>Boarding fees</caption>
        <thead>
          <tr>
            <th scope="col">Programme</th>
            <th scope="col">Nights</th>
            <th scope="col">Fee</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Full</th>
            <td>{full.nightsPerWeek} a week</td>
            <td>
              <Money amount={full.perTerm} /> per term
            </td>
          </tr>
          <tr>
            <th scope="row">Weekday</th>
            <td>{weekday.nightsPerWeek} a week</td>
            <td>
              <Money amount={weekday.perTerm} /> per term
            </td>
          </tr>
          <tr>
            <th scope="row">Flexi</th>
            <td>up to {flexi.nightsPerWeek} a week</td>
            <td>
              <Money amount={flexi.perNight} /> per night
            </td>
          </tr>
          <tr>
            <th scope="row">Summer</th>
            <td>{summer.weeks} weeks</td>
            <td>
              <Money amount={summer.perWeek} /> per week
            </td>
          </tr>
        </tbody>
      </table>

      <h2>A day in the boarding house</h2>
      <ol>
        <li>Breakfast together, then the trip to school with the house parents.</li>
        <li>After lessons: clubs, sport or music at school.</li>
        <li>Supervised study time for homework and revision.</li>
        <li>Dinner around one table, then free time and a call home.</li>
        <li>Quiet time and lights out, earlier for younger boarders.</li>
      </ol>
      <p>
        Places are very limited. To ask about a place,{' '}
        <PageLink to="contact-us">contact the admissions office</PageLink>; tuition and other fees are on the{' '}
        <PageLink to="school-fees">school fees</PageLink> page.
      </p>
    </>
  );
}

export default function HomestayBody() {
  return homestayMode === 'notice' ? <BoardingNotice /> : <BoardingFull />;
}
