// The summary of step 4 for one applicant: the checklists with their "other" text, the medical
// answers, the ticks and the signature.

import { SummaryList, SummaryRow } from '../../../forms/summary-parts';
import type { OptionGroup } from '../options';
import type { Health } from '../schema';
import { useAnswerText, type AnswerText } from './use-answer-text';

const P = 'form.application.health';

function checklist(a: AnswerText, group: OptionGroup, ticks: readonly string[], other: string): string {
  const named = a.options(
    group,
    ticks.filter((tick) => tick !== 'other'),
  );
  return [named, ticks.includes('other') ? other : ''].filter(Boolean).join('; ');
}

export function HealthSummary({ health, index, title }: { health: Health; index: number; title: string }) {
  const a = useAnswerText();
  const sameCare = index > 0 && health.sameMedicalCareAsFirst;
  return (
    <SummaryList title={title}>
      <SummaryRow label={`${P}.illnesses`} value={checklist(a, 'illness', health.illnesses, health.illnessOther)} />
      <SummaryRow label={`${P}.problems`} value={checklist(a, 'healthProblem', health.problems, health.problemOther)} />
      <SummaryRow label={`${P}.surgery`} value={health.surgery} />
      <SummaryRow
        label={`${P}.vaccinations`}
        value={checklist(a, 'vaccination', health.vaccinations, health.vaccinationOther)}
      />
      <SummaryRow label={`${P}.medicationReactions`} value={health.medicationReactions} />
      <SummaryRow
        label={`${P}.medicalCare`}
        value={sameCare ? a.t('form.application.applicant.sameAsFirst') : health.medicalCare}
      />
      <SummaryRow label={`${P}.otherInformation`} value={health.otherInformation} />
      <SummaryRow label={`${P}.refuseMedication`} value={a.tick(health.refuseMedication)} />
      <SummaryRow label={`${P}.termsAccepted`} value={a.tick(health.termsAccepted)} />
      <SummaryRow label={`${P}.parentName`} value={health.parentName} />
      <SummaryRow label={`${P}.signature`} value={health.signature} />
    </SummaryList>
  );
}
