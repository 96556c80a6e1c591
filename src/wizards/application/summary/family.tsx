// The summary of step 2: the guardian choice, the details of each chosen person and the
// emergency contact.

import { SummaryList, SummaryRow } from '../../../forms/summary-parts';
import type { FormMessageId } from '../../../shared/records';
import type { Parents, Person } from '../schema';
import { chosenPeople } from '../shape';
import { useAnswerText } from './use-answer-text';

const P = 'form.application.person';

function PersonRows({ title, person, relationship }: { title: string; person: Person; relationship?: string }) {
  const a = useAnswerText();
  return (
    <SummaryList title={title}>
      {relationship !== undefined ? (
        <SummaryRow label="form.application.parents.relationship" value={a.option('relationship', relationship)} />
      ) : null}
      <SummaryRow label={`${P}.firstName`} value={person.firstName} />
      <SummaryRow label={`${P}.middleName`} value={person.middleName} />
      <SummaryRow label={`${P}.familyName`} value={person.familyName} />
      <SummaryRow label={`${P}.nationality`} value={person.nationality} />
      <SummaryRow label={`${P}.countryOfBirth`} value={person.countryOfBirth} />
      <SummaryRow label={`${P}.idNumber`} value={person.idNumber} />
      <SummaryRow
        label={`${P}.address`}
        value={person.addressSameAsHome ? a.t(`${P}.addressSameAsHome`) : person.address}
      />
      <SummaryRow label={`${P}.homePhone`} value={person.homePhone} />
      <SummaryRow label={`${P}.mobilePhone`} value={person.mobilePhone} />
      <SummaryRow label={`${P}.email`} value={person.email} />
      <SummaryRow label={`${P}.occupation`} value={person.occupation} />
    </SummaryList>
  );
}

const titles: Record<'father' | 'mother' | 'guardian', FormMessageId> = {
  father: 'form.application.parents.father',
  mother: 'form.application.parents.mother',
  guardian: 'form.application.parents.guardian',
};

export function ParentsSummary({ parents }: { parents: Parents }) {
  const a = useAnswerText();
  return (
    <>
      <SummaryList>
        <SummaryRow
          label="form.application.parents.guardianChoice"
          value={a.option('guardianChoice', parents.guardianChoice)}
        />
      </SummaryList>
      {chosenPeople(parents.guardianChoice).map((who) => (
        <PersonRows
          key={who}
          title={a.t(titles[who])}
          person={parents[who]}
          relationship={who === 'guardian' ? parents.guardian.relationship : undefined}
        />
      ))}
      <SummaryList title={a.t('form.application.emergency.legend')}>
        <SummaryRow
          label="form.application.emergency.callFirst"
          value={a.option('callFirst', parents.emergency.callFirst)}
        />
        <SummaryRow label="form.application.emergency.fullName" value={parents.emergency.fullName} />
        <SummaryRow label="form.application.emergency.mobile" value={parents.emergency.mobile} />
      </SummaryList>
    </>
  );
}
