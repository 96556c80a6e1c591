// Step 4: every answer of the registration, grouped by step, each group with a "Change" button
// back to its step. Place names come from the address data in the form's language.

import { useWatch } from 'react-hook-form';
import { SummaryList, SummaryRow, SummarySection } from '../../forms/summary-parts';
import { usePlaceNames } from '../../forms/address-picker';
import { useFormT } from '../../forms/use-form-t';
import { optionLabel } from './options';
import type { BusAddress, BusData } from './schema';

function AddressRows({ address }: { address: BusAddress }) {
  const names = usePlaceNames(address);
  return (
    <SummaryList>
      <SummaryRow label="form.bus.address.line" value={address.line} />
      <SummaryRow label="form.bus.address.subDistrict" value={names.subDistrict} />
      <SummaryRow label="form.bus.address.district" value={names.district} />
      <SummaryRow label="form.bus.address.province" value={names.province} />
      <SummaryRow label="form.bus.address.postalCode" value={address.postalCode} />
    </SummaryList>
  );
}

export default function BusSummary() {
  const t = useFormT();
  const data = useWatch() as BusData;
  return (
    <div className="summary">
      <p className="wizard__intro">{t('form.bus.summary.intro')}</p>
      <SummarySection title="form.bus.summary.students" step="students">
        {data.students.map((student, index) => (
          <SummaryList key={index} title={t('form.bus.student.legend', { number: index + 1 })}>
            <SummaryRow label="form.bus.student.firstName" value={student.firstName} />
            <SummaryRow label="form.bus.student.middleName" value={student.middleName} />
            <SummaryRow label="form.bus.student.familyName" value={student.familyName} />
            <SummaryRow label="form.bus.student.nickname" value={student.nickname} />
            <SummaryRow label="form.bus.student.year" value={student.year && t(optionLabel('year', student.year))} />
          </SummaryList>
        ))}
      </SummarySection>
      <SummarySection title="form.bus.summary.address" step="address">
        <AddressRows address={data.address} />
      </SummarySection>
      <SummarySection title="form.bus.summary.contacts" step="contacts">
        {data.contacts.map((contact, index) => (
          <SummaryList key={index} title={t('form.bus.contact.legend', { number: index + 1 })}>
            <SummaryRow label="form.bus.contact.contactName" value={contact.contactName} />
            <SummaryRow label="form.bus.contact.contactPhone" value={contact.contactPhone} />
            <SummaryRow label="form.bus.contact.contactEmail" value={contact.contactEmail} />
          </SummaryList>
        ))}
      </SummarySection>
    </div>
  );
}
