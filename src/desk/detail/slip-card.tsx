// One bank slip in the desk: its file to look at, the sending bank and transfer reference its own
// QR code gave, what to look at before counting it (the same transfer or picture sent before, no
// code, another invoice, an amount other than what is due, with the difference), and the officer's
// confirmation with the amount the bank shows, or a decline with a reason.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CaseFeesAnswer, DeskSlip } from '../../shared/contracts/desk-money';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useBusyAction } from '../use-busy-action';
import { useBaht } from './baht';

interface Refusal {
  code: string;
  flags: string[];
  difference?: number;
}

const refusalOf = (error: unknown): Refusal =>
  error instanceof DeskError
    ? {
        code: error.code,
        flags: Array.isArray(error.detail.flags) ? (error.detail.flags as string[]) : [],
        ...(typeof error.detail.difference === 'number' ? { difference: error.detail.difference } : {}),
      }
    : { code: 'failed', flags: [] };

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });

export function SlipCard(props: {
  slip: DeskSlip;
  balance: number;
  onFees: (fees: CaseFeesAnswer) => void;
  onDeclined: () => void;
}) {
  const { slip } = props;
  const t = useDeskT();
  const intl = useIntl();
  const baht = useBaht();
  const { staff } = useStaff();
  const [amount, setAmount] = useState(((slip.amount ?? props.balance) / 100).toFixed(2));
  const [receivedOn, setReceivedOn] = useState(today);
  const [reason, setReason] = useState('');
  const { busy, problem, run } = useBusyAction(refusalOf);
  const flags = problem?.flags.length ? problem.flags : slip.flags;
  const override = problem?.code === 'flagged';
  const satang = Math.round(Number(amount.replace(/,/g, '')) * 100);
  const confirm = () =>
    run(async () =>
      props.onFees(await api.money.confirmSlip(slip.id, { amount: satang, receivedOn, overrideFlags: override })),
    );
  const decline = () =>
    run(async () => {
      await api.money.declineSlip(slip.id, { reason });
      props.onDeclined();
    });
  const id = `slip-${slip.id}`;
  return (
    <article className="desk-fees__slip" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>
        {intl.formatDate(slip.receivedAt, { dateStyle: 'medium', timeStyle: 'short' })} · {slip.invoice} ·{' '}
        {t(`desk.fees.slip.${slip.state}` as DeskMessageId)}
        {slip.amount !== null ? ` · ${baht(slip.amount)}` : ''}
      </h5>
      {slip.arrived ? (
        <a
          href={api.submissions.fileUrl(slip.submissionId, slip.attachmentId, 'preview')}
          target="_blank"
          rel="noreferrer"
        >
          {t('desk.fees.slip.open')}
        </a>
      ) : (
        <p className="desk-hint">{t('desk.fees.slip.waiting')}</p>
      )}
      <p>
        {slip.transactionRef
          ? t('desk.fees.slip.qr', { bank: slip.bank ?? '', ref: slip.transactionRef })
          : slip.arrived
            ? t('desk.fees.slip.noQr')
            : ''}
      </p>
      {flags.length > 0 ? (
        <ul className="desk-warning" role={problem ? 'alert' : undefined}>
          {flags.map((flag) => (
            <li key={flag}>
              {t(`desk.fees.flag.${flag}` as DeskMessageId, {
                difference: baht(problem?.difference ?? 0),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {problem && problem.code !== 'flagged' ? (
        <p role="alert" className="desk-warning">
          {t(`desk.fees.error.${problem.code === 'already-used' ? 'already-used' : 'failed'}` as DeskMessageId)}
        </p>
      ) : null}
      {slip.state === 'received' && slip.arrived && staff.role !== 'readonly' ? (
        <div className="desk-fees__decide">
          <div className="desk-field">
            <label htmlFor={`${id}-amount`}>{t('desk.fees.slip.amount')}</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <div className="desk-field">
            <label htmlFor={`${id}-day`}>{t('desk.fees.slip.receivedOn')}</label>
            <input
              id={`${id}-day`}
              type="date"
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value)}
            />
          </div>
          <div className="desk-actions">
            <button
              type="button"
              className="desk-button desk-button--primary"
              disabled={busy || !(satang > 0)}
              onClick={() => void confirm()}
            >
              {t(override ? 'desk.fees.slip.confirmAnyway' : 'desk.fees.slip.confirm')}
            </button>
          </div>
          <div className="desk-field">
            <label htmlFor={`${id}-reason`}>{t('desk.fees.slip.reason')}</label>
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="desk-actions">
            <button
              type="button"
              className="desk-button desk-button--danger"
              disabled={busy || !reason.trim()}
              onClick={() => void decline()}
            >
              {t('desk.fees.slip.decline')}
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
