// Scholarships for Thai students (English): moving from the Thai curriculum, Thai language support, documents.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, officeHours, yearGroups } from '../../data/facts';

export default function ScholarshipsThBody() {
  return (
    <>
      <h2>A scholarship for Thai families</h2>
      <p>
        Many of our strongest students grew up on Koh Samui and in the rest of Thailand. This page explains how the{' '}
        <PageLink to="scholarships">{brand.shortName} scholarship programme</PageLink> works for Thai children: the same
        academic, sport and arts awards for students aged {ages.scholarships.from} to {ages.scholarships.to} (Year{' '}
        {yearGroups.scholarships.from} to Year {yearGroups.scholarships.to}), with the questions Thai parents ask us
        most often answered here.
      </p>

      <h2>Moving from the Thai national curriculum</h2>
      <p>
        Children join a year group by their age on 1 September, so the year group may not match the Thai grade exactly.
        We explain the placement at the assessment, which covers English and mathematics and is not a pass-or-fail test.
      </p>
      <ul>
        <li>
          Students coming from a Thai-medium school join our English-support (EAL) programme. It has levels; students
          are assessed every term, move up a level when ready, and join mainstream English lessons after the final
          level.
        </li>
        <li>
          Mathematics and science follow the British curriculum, taught in English, with teachers who check new
          vocabulary carefully.
        </li>
        <li>Scholarship panels look at potential and commitment, not only at English results on the first day.</li>
      </ul>

      <h2>Thai language and culture</h2>
      <p>
        Thai students keep Thai language and Thai studies lessons in their timetable with Thai teachers, so reading,
        writing and knowledge of Thai culture keep growing alongside English. Thai festivals are part of our school
        year, and our Thai-speaking staff are happy to talk with parents in Thai.
      </p>

      <h2>Documents for Thai applicants</h2>
      <ul>
        <li>school record or transcript (for example ปพ.1), with an English translation;</li>
        <li>household registration (ทะเบียนบ้าน) and the parents’ Thai ID cards (บัตรประชาชน);</li>
        <li>the child’s birth certificate (สูติบัตร);</li>
        <li>recognitions and awards, and a portfolio (both optional).</li>
      </ul>

      <h2>How to apply</h2>
      <ol>
        <li>
          Students already at {brand.shortName} use the{' '}
          <PageLink to="internal-scholarship-form">internal scholarship application form</PageLink>.
        </li>
        <li>
          New students use the <PageLink to="scholarship-form">scholarship application form</PageLink> and follow the{' '}
          <PageLink to="apply-now">application process</PageLink> for a place at the same time.
        </li>
        <li>
          Prefer to speak Thai? Choose Thai as your contact language in the{' '}
          <PageLink to="contact-app">contact for application</PageLink> form, or visit the admissions office, open{' '}
          {officeHours.weekdays.from}–{officeHours.weekdays.to} Monday to Friday and {officeHours.saturday.from}–
          {officeHours.saturday.to} on Saturday.
        </li>
      </ol>
    </>
  );
}
