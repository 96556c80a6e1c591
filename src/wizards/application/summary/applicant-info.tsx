// The summary of step 1 for one applicant: every answer, passport or Thai ID by the toggle.

import type { Applicant, StudentType } from '../schema';
import { SummaryList, SummaryRow } from '../../../forms/summary-parts';
import { applicantTitle, useAnswerText } from './use-answer-text';

const P = 'form.application.info';
const L = 'form.application.languages';

export function ApplicantInfoSummary(props: { applicant: Applicant; index: number; studentType: StudentType }) {
  const a = useAnswerText();
  const { info } = props.applicant;
  const languages = info.languages;
  const level = (value: unknown) => a.option('languageLevel', value);
  const third = languages.third.name
    ? `${languages.third.name}: ${level(languages.third.level)}`
    : level(languages.third.level);
  const extra = languages.extra.map((l) => `${l.name}: ${level(l.level)}`).join('; ');
  const sameAddress = props.index > 0 && info.sameAddressAsFirst;
  return (
    <SummaryList title={applicantTitle(a.t, props.index, info.firstName, info.familyName)}>
      <SummaryRow label={`${P}.type`} value={a.option('applicantType', info.type)} />
      <SummaryRow label={`${P}.firstName`} value={info.firstName} />
      <SummaryRow label={`${P}.middleName`} value={info.middleName} />
      <SummaryRow label={`${P}.familyName`} value={info.familyName} />
      <SummaryRow label={`${P}.nickname`} value={info.nickname} />
      <SummaryRow label={`${P}.gender`} value={a.option('gender', info.gender)} />
      <SummaryRow label={`${P}.dateOfBirth`} value={a.date(info.dateOfBirth)} />
      <SummaryRow label={`${P}.religion`} value={info.religion} />
      <SummaryRow label={`${P}.countryOfBirth`} value={info.countryOfBirth} />
      <SummaryRow label={`${P}.placeOfBirth`} value={info.placeOfBirth} />
      <SummaryRow label={`${P}.nationality`} value={info.nationality} />
      {props.studentType === 'thai' ? (
        <SummaryRow label="form.application.thaiId.label" value={info.thaiId} />
      ) : (
        <>
          <SummaryRow label="form.application.passport.number" value={info.passport.number} />
          <SummaryRow label="form.application.passport.placeOfIssue" value={info.passport.placeOfIssue} />
          <SummaryRow label="form.application.passport.issued" value={a.date(info.passport.issued)} />
          <SummaryRow label="form.application.passport.expiry" value={a.date(info.passport.expiry)} />
        </>
      )}
      <SummaryRow
        label={`${P}.homeAddress`}
        value={sameAddress ? a.t('form.application.applicant.sameAsFirst') : info.homeAddress}
      />
      <SummaryRow label={`${L}.english`} value={level(languages.english)} />
      <SummaryRow label={`${L}.thai`} value={level(languages.thai)} />
      <SummaryRow label={`${L}.thirdName`} value={third} />
      {extra ? <SummaryRow label={`${L}.extraName`} value={extra} /> : null}
      <SummaryRow label={`${P}.yearGroup`} value={a.option('yearGroup', info.yearGroup)} />
      <SummaryRow label={`${P}.year`} value={a.option('year', info.year)} />
      <SummaryRow label={`${P}.startDate`} value={a.date(info.startDate)} />
      <SummaryRow
        label={`${P}.livesWith`}
        value={info.livesWith === 'other' ? info.livesWithOther : a.option('livesWith', info.livesWith)}
      />
    </SummaryList>
  );
}
