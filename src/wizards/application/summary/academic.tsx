// The summary of step 3 for one applicant: schools, current levels and the yes/no answers; and
// the family's answer to how they heard of the school.

import { SummaryList, SummaryRow } from '../../../forms/summary-parts';
import type { Academic, ApplicationData } from '../schema';
import { academicQuestions } from '../shape';
import { useAnswerText } from './use-answer-text';

const P = 'form.application.academic';
const S = 'form.application.school';

export function AcademicSummary({ academic, title }: { academic: Academic; title: string }) {
  const a = useAnswerText();
  const attended = academic.attendedSchool === 'yes';
  return (
    <>
      <SummaryList title={title}>
        <SummaryRow label={`${P}.attendedSchool`} value={a.option('yesNo', academic.attendedSchool)} />
        {attended ? (
          <>
            <SummaryRow label={`${P}.curriculum`} value={academic.current.curriculum} />
            <SummaryRow label={`${P}.gradeLevel`} value={academic.current.gradeLevel} />
            <SummaryRow label={`${P}.maths`} value={academic.current.maths} />
            <SummaryRow label={`${P}.english`} value={academic.current.english} />
            <SummaryRow label={`${P}.science`} value={academic.current.science} />
          </>
        ) : null}
        {academicQuestions.map((key) => (
          <SummaryRow key={key} label={`${P}.${key}`} value={a.yesNo(academic[key])} />
        ))}
      </SummaryList>
      {attended
        ? academic.previousSchools.map((school, i) => (
            <SummaryList key={i} title={`${title} · ${a.t(`${S}.item`, { number: i + 1 })}`}>
              <SummaryRow label={`${S}.name`} value={school.name} />
              <SummaryRow label={`${S}.type`} value={a.option('schoolType', school.type)} />
              <SummaryRow label={`${S}.language`} value={school.language} />
              <SummaryRow label={`${S}.from`} value={a.date(school.from)} />
              <SummaryRow label={`${S}.to`} value={a.date(school.to)} />
              <SummaryRow label={`${S}.location`} value={school.location} />
              <SummaryRow label={`${S}.reasonForLeaving`} value={school.reasonForLeaving} />
              <SummaryRow label={`${S}.problems`} value={a.yesNo(school.problems)} />
            </SummaryList>
          ))
        : null}
    </>
  );
}

export function HeardAboutSummary({ heardAbout }: { heardAbout: ApplicationData['heardAbout'] }) {
  const a = useAnswerText();
  const sources = heardAbout.sources.filter((s) => s !== 'other');
  const list = [a.options('heardAbout', sources), heardAbout.sources.includes('other') ? heardAbout.other : '']
    .filter(Boolean)
    .join('; ');
  return (
    <SummaryList title={a.t('form.application.summary.family')}>
      <SummaryRow label="form.application.heardAbout.label" value={list} />
    </SummaryList>
  );
}
