// About our students (English): who they are, how they learn together and how they lead.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, school } from '../../data/facts';

export default function AboutOurStudentsBody() {
  return (
    <>
      <h2>Many nations, one school</h2>
      <p>
        Walk across our campus at lunchtime and you will hear Thai, English, Russian, Chinese, French and German, often
        in the same group of friends. Our students come from more than <Num value={school.nations} /> nations. Some
        families have lived on {brand.island} for generations; others arrived last month. What they share is a school
        day in English and a habit of looking at the world from more than one side.
      </p>
      <p>
        Living alongside classmates from so many backgrounds is part of the education itself. Our students learn to
        listen, to disagree kindly and to find common ground, and they leave us at home in any international classroom
        or workplace.
      </p>

      <h2>From their first day to their last</h2>
      <ul>
        <li>
          <strong>
            Early Years (ages {ages.earlyYears.from}–{ages.earlyYears.to}):
          </strong>{' '}
          our youngest children learn through play, stories and the garden, and gain the confidence to try new things.
        </li>
        <li>
          <strong>
            Primary (ages {ages.primary.from}–{ages.primary.to}):
          </strong>{' '}
          pupils build strong reading, writing and number skills, and discover interests in sport, music and STEM+.
        </li>
        <li>
          <strong>
            Secondary (ages {ages.secondary.from}–{ages.secondary.to}):
          </strong>{' '}
          students take on IGCSE and A Level, lead clubs and events, and prepare for university and work.
        </li>
      </ul>

      <h2>Student voice and leadership</h2>
      <h3>Student council</h3>
      <p>
        Elected representatives from every class meet regularly with senior staff. They have shaped the lunch menu, the
        choice of after-school clubs and our beach clean-up days, and they report back to their classmates.
      </p>
      <h3>Houses</h3>
      <p>
        Every student and teacher belongs to a house. House competitions in sport, music, quizzes and charity events
        bring older and younger students together and give everyone a team to cheer for.
      </p>
      <h3>Prefects and reading buddies</h3>
      <p>
        Senior students act as prefects, guide visitors around campus and help at events. Older pupils read with younger
        ones each week, and new students are paired with a buddy who shows them around in their first days.
      </p>

      <h2>What we hope every student takes with them</h2>
      <p>
        Good examination results matter, and our students work hard for them. We care just as much that they leave{' '}
        {brand.shortName} confident, kind and curious: the values behind our{' '}
        <PageLink to="mission-and-vision">mission and vision</PageLink>. Our{' '}
        <PageLink to="pastoral-care">pastoral care</PageLink> team makes sure no child is lost in the crowd, and our{' '}
        <PageLink to="co-curricular">co-curricular programme</PageLink> gives every student a place to shine outside the
        classroom.
      </p>
      <p>
        Would you like your child to meet our students? Come to an <PageLink to="open-house">open house</PageLink>,
        where students lead the tours, or begin with our <PageLink to="apply-now">application process</PageLink>.
      </p>
    </>
  );
}
