// The enrolment contract to read and sign (docs/enrolment.md, "The contract"): opened by a
// guardian's own link (`#sign=…`, which names the guardian) or from the status page (the signer
// says which guardian they are). The exact text is shown with its SHA-256; the signature sends
// that hash back, so terms changed since the page opened are refused, never signed unseen.

import { useEffect, useId, useState } from 'react';
import { useFormLocale, useFormT } from '../../forms';
import type { ContractAnswer, GuardianRole } from '../../shared/contracts/enrolment';
import type { FormMessageId } from '../../shared/records';
import { fetchContract, signContract } from './enrolment-api';

const ERRORS = new Set(['terms-changed', 'wrong-guardian', 'used', 'not-named', 'not-ready', 'invalid', 'network']);

export function ContractView(props: { token: string; applicant?: number; onSigned?: () => void }) {
  const t = useFormT();
  const locale = useFormLocale();
  const id = useId();
  const [contract, setContract] = useState<ContractAnswer>();
  const [load, setLoad] = useState(0);
  const [error, setError] = useState<string>();
  const [guardian, setGuardian] = useState<GuardianRole>();
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [signed, setSigned] = useState(false);
  const [busy, setBusy] = useState(false);
  const where = {
    token: props.token,
    ...(props.applicant === undefined ? {} : { applicant: props.applicant }),
    locale,
  };

  useEffect(() => {
    let live = true;
    void fetchContract(where).then((result) => {
      if (!live) return;
      if (result.ok) {
        setContract(result.value);
        setGuardian(result.value.guardian ?? result.value.signatures.find((s) => !s.signedAt)?.guardian);
      } else setError(result.error);
    });
    return () => {
      live = false;
    };
    // `where` is made of these values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.token, props.applicant, locale, load]);

  const message = (code: string) =>
    t(`form.status.contract.error.${ERRORS.has(code) ? code : 'invalid'}` as FormMessageId);
  if (signed)
    return (
      <p role="status" className="status-contract__done">
        {t('form.status.contract.done')}
      </p>
    );
  if (!contract)
    return error ? <p role="alert">{message(error)}</p> : <p role="status">{t('form.status.contract.loading')}</p>;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await signContract({
      ...where,
      ...(contract.guardian ? {} : { guardian }),
      typedName: name,
      consent: true,
      sha256: contract.sha256,
    });
    setBusy(false);
    if (result.ok) {
      setSigned(true);
      props.onSigned?.();
      return;
    }
    setError(result.error);
    // New terms: show them, to be read and signed afresh.
    if (result.error === 'terms-changed') setLoad((n) => n + 1);
  };
  const unsigned = contract.signatures.filter((s) => !s.signedAt);
  return (
    <section className="status-contract" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t('form.status.contract.for', { name: contract.firstName, reference: contract.reference })}
      </h3>
      <div className="status-contract__text">
        {contract.text.split('\n\n').map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="field__hint status-contract__hash">
        {t('form.status.contract.version', { version: contract.version, sha256: contract.sha256 })}
      </p>
      <form onSubmit={(event) => void submit(event)} className="status-contract__form">
        {contract.guardian ? null : (
          <fieldset>
            <legend>{t('form.status.contract.who')}</legend>
            {unsigned.map((s) => (
              <label key={s.guardian} className="choice">
                <input
                  type="radio"
                  name={`${id}-guardian`}
                  checked={guardian === s.guardian}
                  onChange={() => setGuardian(s.guardian)}
                />{' '}
                {t(`form.status.guardian.${s.guardian}` as FormMessageId)}
              </label>
            ))}
          </fieldset>
        )}
        <label htmlFor={`${id}-name`}>{t('form.status.contract.name')}</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          required
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <label className="choice">
          <input type="checkbox" required checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} />{' '}
          {t('form.status.contract.consent')}
        </label>
        <button type="submit" className="button" disabled={busy || !consent || !name.trim()}>
          {t('form.status.contract.sign')}
        </button>
        {error ? (
          <p role="alert" className="field__error">
            {message(error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
