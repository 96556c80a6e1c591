// Pastoral care (English): tutors, counselling, wellbeing, safeguarding, health, new students and working with parents.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { officeHours } from '../../data/facts';

export default function PastoralCareBody() {
  return (
    <>
      <h2>Every child known, every child cared for</h2>
      <p>
        Children learn best when they feel safe, known and happy. At {brand.shortName} pastoral care is not a separate
        department: it is part of every teacher’s job, every day. Because we are a school of many nations, we also take
        care to understand each family’s culture and the changes that come with moving to a new country.
      </p>

      <h2>Who looks after your child</h2>
      <ul>
        <li>
          <strong>Class teachers</strong> in Early Years and Primary see the children every day and are your first point
          of contact.
        </li>
        <li>
          <strong>Form tutors</strong> in Secondary meet their tutor group each morning, follow each student’s progress
          across all subjects and hold regular one-to-one conversations.
        </li>
        <li>
          <strong>Heads of Primary and Secondary</strong> oversee pastoral care in their part of the school and work
          with families when more help is needed.
        </li>
        <li>
          <strong>The school counsellor</strong> offers confidential support to students who are worried, sad or going
          through a difficult time, and advises parents and teachers.
        </li>
      </ul>

      <h2>Wellbeing in the timetable</h2>
      <p>
        Personal, social and health education (PSHE) lessons cover friendships, feelings, healthy habits, online safety
        and, for older students, relationships and managing stress before exams. Student voice matters: the student
        council and regular surveys tell us how students feel and what we could do better.
      </p>

      <h2>Kindness and behaviour</h2>
      <p>
        Our expectations are clear, positive and the same for everyone. Kindness is noticed and praised. Bullying is
        never accepted: every report is taken seriously, followed up quickly and shared with families. Older students
        act as buddies and peer mentors for younger ones.
      </p>

      <h2>Safeguarding and health</h2>
      <p>
        All staff are trained in safeguarding, and a designated safeguarding lead makes sure every concern is handled
        properly; our <PageLink to="school-policies">school policies</PageLink> describe how. The school nurse looks
        after children who feel unwell and keeps the health care record you complete in the{' '}
        <PageLink to="application-form">application form</PageLink>, including allergies and medication.
      </p>

      <h2>New students</h2>
      <p>
        New students are paired with a buddy in their class, and their teacher checks in with the family after the first
        weeks. Children still learning English receive support from our{' '}
        <PageLink to="academic-support">EAL team</PageLink>, and students moving from Primary to Secondary visit their
        new classrooms and teachers before the summer.
      </p>

      <h2>Talk to us</h2>
      <p>
        If something is worrying your child, please tell us early. Contact the class teacher or tutor directly, or call
        the school office, open from {officeHours.weekdays.from} to {officeHours.weekdays.to} Monday to Friday and from{' '}
        {officeHours.saturday.from} to {officeHours.saturday.to} on Saturday. You can also write to us through the{' '}
        <PageLink to="contact-us">contact form</PageLink>.
      </p>
    </>
  );
}
