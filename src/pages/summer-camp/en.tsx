// Summer camp (English): when it runs, what children do, age groups, a typical day, who can join, summer boarding and booking.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, boarding, officeHours } from '../../data/facts';

const summerBoarding = boarding.programmes[3];

export default function SummerCampBody() {
  return (
    <>
      <h2>Summer on the island</h2>
      <p>
        Our school year ends in mid-July and the new one begins in early September. During the long holiday,{' '}
        {brand.shortName} opens its campus for summer camp through July and August: a relaxed, sunny mix of learning and
        adventure, run by our own teachers and coaches. Families book week by week, so children can join for a short
        stay or for the whole summer.
      </p>

      <h2>What children do</h2>
      <ul>
        <li>
          <strong>English:</strong> daily sessions in small groups, ideal for children new to English or about to start
          at an English-speaking school.
        </li>
        <li>
          <strong>STEM:</strong> coding, robotics, rockets and building challenges, in the spirit of our{' '}
          <PageLink to="stem-expo">STEM Expo</PageLink>.
        </li>
        <li>
          <strong>Sport and swimming:</strong> swimming every day, football, basketball and beach games.
        </li>
        <li>
          <strong>Island adventures:</strong> nature walks, beach ecology, a visit to a local farm and a Thai cooking
          class.
        </li>
        <li>
          <strong>Arts:</strong> painting, crafts, music and a short show for families at the end of each week.
        </li>
      </ul>

      <h2>Groups by age</h2>
      <table>
        <caption>Summer camp groups</caption>
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">Ages</th>
            <th scope="col">Focus</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Little explorers</th>
            <td>
              {ages.earlyYears.from}–{ages.earlyYears.to}
            </td>
            <td>Play, songs, water fun and gentle English, with a rest after lunch.</td>
          </tr>
          <tr>
            <th scope="row">Adventurers</th>
            <td>
              {ages.primary.from}–{ages.primary.to}
            </td>
            <td>English, STEM projects, swimming and island trips.</td>
          </tr>
          <tr>
            <th scope="row">Teens</th>
            <td>{ages.secondary.from}+</td>
            <td>Project work, sport, leadership and help with the younger groups.</td>
          </tr>
        </tbody>
      </table>

      <h2>A typical day</h2>
      <ol>
        <li>Morning welcome and English session.</li>
        <li>STEM or arts workshop.</li>
        <li>Swimming before the midday heat, then lunch together.</li>
        <li>Afternoon sport, trip or project time.</li>
        <li>Collection, with a short note to parents about the day.</li>
      </ol>

      <h2>Who can join</h2>
      <p>
        Summer camp is open to our own students and to visiting children staying on Samui for the holiday. It is also a
        gentle first step for children who will start at {brand.shortName} in September.
      </p>

      <h2>Boarding in the summer</h2>
      <p>
        Children who need to stay overnight can join our summer boarding programme, which runs for{' '}
        {boarding.summerWeeks} weeks from mid-July to the first week of September, at{' '}
        <Money amount={summerBoarding.perWeek} /> per week. Boarders live in a villa of {boarding.villaBeds} beds with
        house parents; read more on the <PageLink to="homestay">boarding page</PageLink>.
      </p>

      <h2>Booking</h2>
      <p>
        For this summer’s weekly dates, prices and a booking form, please{' '}
        <PageLink to="contact-us">contact the school office</PageLink>, open from {officeHours.weekdays.from} to{' '}
        {officeHours.weekdays.to} Monday to Friday and from {officeHours.saturday.from} to {officeHours.saturday.to} on
        Saturday.
      </p>
    </>
  );
}
