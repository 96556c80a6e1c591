// An offer link from the Head of School's e-mail: what it will record (accept or decline, for
// which child, until when), then the family's confirmation, recorded once. A link that was used,
// replaced, expired or changed says so, in the family's language.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormT } from '../../forms';
import type { OfferAnswer } from '../../shared/contracts/status';
import type { FormMessageId } from '../../shared/records';
import { answerOffer, previewOffer, type ApiResult } from './status-api';

type Step =
  { state: 'loading' } | { state: 'shown'; offer: OfferAnswer; busy: boolean } | { state: 'done'; offer: OfferAnswer };

function refusalId(result: Extract<ApiResult<unknown>, { ok: false }>): FormMessageId {
  if (result.reason === 'network' || result.reason === 'server') return `form.status.error.${result.reason}`;
  if (result.reason === 'used' || result.reason === 'expired' || result.reason === 'superseded')
    return `form.status.offer.error.${result.reason}`;
  return 'form.status.offer.error.invalid';
}

export function OfferView({ token }: { token: string }) {
  const t = useFormT();
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ state: 'loading' });
  const [problem, setProblem] = useState<FormMessageId>();
  useEffect(() => {
    let live = true;
    void previewOffer(token).then((result) => {
      if (!live) return;
      if (result.ok) setStep({ state: 'shown', offer: result.value, busy: false });
      else setProblem(refusalId(result));
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (problem)
    return (
      <p role="alert" className="status-page__error">
        {t(problem)}
      </p>
    );
  if (step.state === 'loading') return <p role="status">{t('form.status.loading')}</p>;
  const { offer } = step;
  if (step.state === 'done')
    return (
      <p role="status" className="status-page__done">
        {t(`form.status.offer.done.${offer.decision}`)}
      </p>
    );
  const confirm = async () => {
    setStep({ ...step, busy: true });
    const result = await answerOffer(token);
    if (result.ok) setStep({ state: 'done', offer: result.value });
    else setProblem(refusalId(result));
  };
  return (
    <section className="status-offer" aria-labelledby="status-offer-title">
      <h2 id="status-offer-title">{t(`form.status.offer.title.${offer.decision}`, { name: offer.firstName })}</h2>
      <p>
        {t('form.status.offer.body', {
          reference: offer.reference,
          deadline: intl.formatDate(offer.deadline, { dateStyle: 'full', timeZone: 'Asia/Bangkok' }),
        })}
      </p>
      <button
        type="button"
        className={`button ${offer.decision === 'accept' ? 'button--accent' : ''}`}
        disabled={step.busy}
        onClick={() => void confirm()}
      >
        {step.busy ? t('form.status.offer.busy') : t(`form.status.offer.confirm.${offer.decision}`)}
      </button>
    </section>
  );
}
