// A child's way from an accepted offer to enrolment on the status page (docs/enrolment.md): the
// steps, each done or not; the first school day, chosen here from the days the rule allows once
// the fees are paid (the server holds the same rule: a refusal is worded in the family's
// language); and the contract's signatures, with the contract to read and sign.

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormT } from '../../forms';
import type { Enrolment } from '../../shared/contracts/enrolment';
import type { FormMessageId } from '../../shared/records';
import { ContractView } from './contract-view';
import { chooseStart } from './enrolment-api';

const SCHOOL_DAY = { timeZone: 'UTC', dateStyle: 'full' } as const;

function StartDay(props: { token: string; applicant: number; enrolment: Enrolment; onChange: () => void }) {
  const t = useFormT();
  const intl = useIntl();
  const id = useId();
  const { startDate, startChoices } = props.enrolment;
  const [day, setDay] = useState(startChoices[0] ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const format = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, SCHOOL_DAY);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await chooseStart({ token: props.token, applicant: props.applicant, day });
    setBusy(false);
    if (result.ok) props.onChange();
    else setError(t(`form.status.start.error.${result.ok ? '' : result.error}` as FormMessageId));
  };
  return (
    <>
      <h3>{t('form.status.start.title')}</h3>
      {startDate ? <p>{t('form.status.start.chosen', { date: format(startDate) })}</p> : null}
      {startChoices.length === 0 ? (
        startDate ? null : (
          <p>{t('form.status.start.waiting')}</p>
        )
      ) : (
        <form className="status-start" onSubmit={(event) => void submit(event)}>
          <label htmlFor={id}>{t(startDate ? 'form.status.start.change' : 'form.status.start.pick')}</label>
          <p className="field__hint" id={`${id}-hint`}>
            {t('form.status.start.hint')}
          </p>
          <select id={id} value={day} aria-describedby={`${id}-hint`} onChange={(e) => setDay(e.currentTarget.value)}>
            {startChoices.map((choice) => (
              <option key={choice} value={choice}>
                {format(choice)}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy}>
            {t('form.status.start.save')}
          </button>
          {error ? (
            <p role="alert" className="field__error">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </>
  );
}

export function EnrolmentView(props: { token: string; applicant: number; enrolment: Enrolment; onChange: () => void }) {
  const t = useFormT();
  const intl = useIntl();
  const [signing, setSigning] = useState(false);
  const { enrolment } = props;
  const contractDone = enrolment.steps.find((s) => s.step === 'contract')?.done ?? false;
  return (
    <>
      <h3>{t('form.status.steps.title')}</h3>
      <ol className="status-steps">
        {enrolment.steps.map(({ step, done }) => (
          <li key={step} className={done ? 'status-steps__done' : undefined}>
            {t(`form.status.steps.${step}` as FormMessageId)}:{' '}
            <strong>{t(done ? 'form.status.steps.done' : 'form.status.steps.todo')}</strong>
          </li>
        ))}
      </ol>
      <StartDay {...props} />
      <h3>{t('form.status.contract.title')}</h3>
      <ul>
        {enrolment.signatures.map(({ guardian, signedAt }) => {
          const role = t(`form.status.guardian.${guardian}` as FormMessageId);
          return (
            <li key={guardian}>
              {signedAt
                ? t('form.status.contract.signed', { role, date: intl.formatDate(signedAt, { dateStyle: 'long' }) })
                : t('form.status.contract.unsigned', { role })}
            </li>
          );
        })}
      </ul>
      {contractDone ? null : signing ? (
        <ContractView token={props.token} applicant={props.applicant} onSigned={props.onChange} />
      ) : (
        <button type="button" className="button" onClick={() => setSigning(true)}>
          {t('form.status.contract.open')}
        </button>
      )}
    </>
  );
}
