// Performing and Music Academy (English): instrumental lessons, choirs and bands, concerts, music exams, drama and dance.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { termsPerYear, timetable } from '../../data/facts';

export default function PmaBody() {
  return (
    <>
      <h2>Music at the heart of school life</h2>
      <p>
        The Performing and Music Academy (PMA) brings together everything musical and theatrical at {brand.shortName}.
        Class music lessons give every child a foundation in singing, rhythm, listening and composing. The Academy adds
        individual tuition, ensembles and a full year of performances, so that children who love music can go as far as
        their talent and effort take them.
      </p>

      <h2>Instrumental and vocal lessons</h2>
      <p>
        Instrumental lessons are offered to students up to Year {timetable.musicLessonsUpToYear}, taught by specialist
        teachers in our practice rooms, individually or in small groups. Lessons take place during the school week, on a
        rota so that children do not always miss the same subject.
      </p>
      <ul>
        <li>Piano and keyboard</li>
        <li>Violin and cello</li>
        <li>Acoustic and electric guitar, bass and ukulele</li>
        <li>Drums and percussion</li>
        <li>Flute, clarinet and saxophone</li>
        <li>Singing</li>
      </ul>
      <p>
        Older students keep playing in the Academy’s bands and choirs, and can take music as an IGCSE or A Level subject
        (see <PageLink to="secondary-school">Secondary School</PageLink>).
      </p>

      <h2>Choirs and bands</h2>
      <ul>
        <li>
          <strong>Junior choir</strong> for primary singers, open to everyone who loves to sing.
        </li>
        <li>
          <strong>Senior choir</strong>, singing in parts and in several languages.
        </li>
        <li>
          <strong>Rock and pop bands</strong>, formed by students and coached by our teachers.
        </li>
        <li>
          <strong>String and wind ensembles</strong> for students who have passed their first grades.
        </li>
      </ul>

      <h2>Concerts and performances</h2>
      <p>
        Students perform in each of the {termsPerYear} terms, from informal lunchtime recitals to the end-of-term
        concerts for families. The year also includes a whole-school musical or play, Thai music and dance at Loy
        Krathong, and performances for the wider Samui community. Every child who learns an instrument has the chance to
        perform at least once a year.
      </p>

      <h2>Music examinations</h2>
      <p>
        Students can take graded practical and theory examinations with an international music examinations board, with
        sessions held at school. Grades give children clear goals, and higher grades are valued by universities and
        music colleges. Teachers advise when a student is ready to enter.
      </p>

      <h2>Drama and dance</h2>
      <p>
        The Academy also runs drama and dance: workshops, after-school clubs and the school production, where students
        act, sing, dance and work backstage on lights, sound and sets.
      </p>

      <h2>Joining the Academy</h2>
      <p>
        Please mention your child’s instrument and level when you apply, or{' '}
        <PageLink to="contact-us">contact us</PageLink> to arrange a meeting with the Head of Music. More activities are
        listed on the <PageLink to="co-curricular">co-curricular</PageLink> page.
      </p>
    </>
  );
}
