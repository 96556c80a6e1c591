// One child's fees on the status page (docs/fees.md): the choice of the first term or the full
// year, the invoice's lines and what is still to pay, the PromptPay code drawn on the device from
// the payload the status answer carries (so it shows offline from the kept answer too), the bank's
// details and references, the numbered documents as PDFs, and the bank slip to send.

import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { renderSVG } from 'uqr';
import { useFormT } from '../../forms';
import type { FamilyFees, FamilyInvoice, FeeLine, FeePlan } from '../../shared/contracts/money';
import type { FormMessageId } from '../../shared/records';
import { choosePlan, fetchDocument, sendSlip, type FeesFailure } from './fees-api';

const SCHOOL_TIME = { timeZone: 'Asia/Bangkok' } as const;

function useBaht() {
  const intl = useIntl();
  return (satang: number) => intl.formatNumber(satang / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function errorText(t: ReturnType<typeof useFormT>, reason: FeesFailure) {
  if (reason === 'plan-closed' || reason === 'not-found') return t(`form.status.fees.error.${reason}` as FormMessageId);
  if (reason === 'file-type' || reason === 'file-size' || reason === 'file-invalid' || reason === 'storage-full')
    return t(`form.status.fees.slip.error.${reason}` as FormMessageId);
  return t('form.status.fees.error.failed' as FormMessageId);
}

function lineLabel(t: ReturnType<typeof useFormT>, line: FeeLine) {
  return t(`form.status.fees.line.${line.kind}` as FormMessageId, { terms: line.terms, rate: (line.rate ?? 0) / 100 });
}

function PlanChoice(props: { token: string; child: number; fees: FamilyFees; onFees: (fees: FamilyFees) => void }) {
  const t = useFormT();
  const [plan, setPlan] = useState<FeePlan>(props.fees.plan);
  const [note, setNote] = useState<string>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await choosePlan(props.token, props.child, plan);
    if (result.ok) props.onFees(result.value);
    setNote(result.ok ? t('form.status.fees.plan.saved' as FormMessageId) : errorText(t, result.reason));
  };
  const invoice = props.fees.invoice;
  return (
    <form className="status-fees__plan" onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend>{t('form.status.fees.plan.legend' as FormMessageId)}</legend>
        {(['term', 'year'] as const).map((option) => (
          <label key={option} className="status-fees__option">
            <input
              type="radio"
              name={`plan-${props.child}`}
              checked={plan === option}
              onChange={() => setPlan(option)}
            />{' '}
            {t(`form.status.fees.plan.${option}` as FormMessageId)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t('form.status.fees.plan.save' as FormMessageId)}
      </button>
      {invoice && invoice.plan !== props.fees.plan ? (
        <p>{t('form.status.fees.plan.reissue' as FormMessageId)}</p>
      ) : null}
      <p role="status">{note}</p>
    </form>
  );
}

function InvoiceTable({ invoice }: { invoice: FamilyInvoice }) {
  const t = useFormT();
  const intl = useIntl();
  const baht = useBaht();
  const amount = (satang: number) => t('form.status.fees.amount' as FormMessageId, { amount: baht(satang) });
  const due = intl.formatDate(`${invoice.dueOn}T12:00:00+07:00`, { dateStyle: 'full', ...SCHOOL_TIME });
  return (
    <>
      <h3>{t('form.status.fees.invoice.title' as FormMessageId, { number: invoice.number })}</h3>
      {invoice.state === 'paid' ? (
        <p className="status-fees__paid">{t('form.status.fees.paidInFull' as FormMessageId)}</p>
      ) : (
        <p className="status-case__deadline">{t('form.status.fees.invoice.due' as FormMessageId, { date: due })}</p>
      )}
      <table className="status-fees__lines">
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">{lineLabel(t, line)}</th>
              <td>{amount(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('form.status.fees.total' as FormMessageId)}</th>
            <td>{amount(invoice.total)}</td>
          </tr>
          {invoice.paid > 0 ? (
            <tr>
              <th scope="row">{t('form.status.fees.paid' as FormMessageId)}</th>
              <td>{amount(invoice.paid)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('form.status.fees.balance' as FormMessageId)}</th>
            <td>
              <strong>{amount(invoice.balance)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

function PayBox({ invoice, bank }: { invoice: FamilyInvoice; bank: FamilyFees['bank'] }) {
  const t = useFormT();
  const baht = useBaht();
  const qr = useMemo(
    () =>
      invoice.promptPay
        ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(invoice.promptPay, { ecc: 'M', border: 2 }))}`
        : '',
    [invoice.promptPay],
  );
  if (!qr) return null;
  const rows = [
    ['bank', bank.bank],
    ['branch', bank.branch],
    ['accountName', bank.accountName],
    ['accountNumber', bank.accountNumber],
    ['swift', bank.swift],
  ] as const;
  return (
    <div className="status-fees__pay">
      <section>
        <h4>{t('form.status.fees.qr.title' as FormMessageId)}</h4>
        <img
          className="status-fees__qr"
          src={qr}
          width={220}
          height={220}
          data-promptpay={invoice.promptPay}
          alt={t('form.status.fees.qr.alt' as FormMessageId, { amount: baht(invoice.balance) })}
        />
        <p className="field__hint">{t('form.status.fees.qr.hint' as FormMessageId)}</p>
        <p>{t('form.status.fees.refs' as FormMessageId, { ref1: invoice.ref1, ref2: invoice.ref2 })}</p>
      </section>
      <section>
        <h4>{t('form.status.fees.bank.title' as FormMessageId)}</h4>
        <dl className="status-fees__bank">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`form.status.fees.bank.${key}` as FormMessageId)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p>{t('form.status.fees.bank.reference' as FormMessageId, { ref: invoice.ref1 })}</p>
      </section>
    </div>
  );
}

function SlipForm({ token, child, invoice }: { token: string; child: number; invoice: string }) {
  const t = useFormT();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string }>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const result = await sendSlip(token, child, invoice, file);
    setBusy(false);
    setNote(
      result.ok
        ? { ok: true, text: t('form.status.fees.slip.queued' as FormMessageId) }
        : { ok: false, text: errorText(t, result.reason) },
    );
  };
  const id = `slip-${child}`;
  return (
    <form className="status-fees__slip" onSubmit={(event) => void send(event)}>
      <h4>{t('form.status.fees.slip.title' as FormMessageId)}</h4>
      <p className="field__hint" id={`${id}-hint`}>
        {t('form.status.fees.slip.hint' as FormMessageId)}
      </p>
      <label htmlFor={id}>{t('form.status.fees.slip.choose' as FormMessageId)}</label>
      <input
        id={id}
        type="file"
        accept="image/*,application/pdf"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setFile(event.currentTarget.files?.[0])}
      />
      <button type="submit" className="button" disabled={!file || busy}>
        {t('form.status.fees.slip.send' as FormMessageId)}
      </button>
      <p role={note && !note.ok ? 'alert' : 'status'}>{note?.text}</p>
    </form>
  );
}

export function FeesSection(props: { token: string; child: number; fees: FamilyFees }) {
  const t = useFormT();
  const intl = useIntl();
  const [fees, setFees] = useState(props.fees);
  const [problem, setProblem] = useState<string>();
  const { invoice } = fees;
  const download = async (number: string) => {
    const result = await fetchDocument(props.token, number);
    if (!result.ok) return setProblem(errorText(t, result.reason));
    const url = URL.createObjectURL(result.value);
    const link = Object.assign(document.createElement('a'), { href: url, download: `${number}.pdf` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <section className="status-fees" aria-labelledby={`fees-${props.child}`}>
      <h3 id={`fees-${props.child}`}>{t('form.status.fees.title' as FormMessageId)}</h3>
      {fees.planOpen ? <PlanChoice token={props.token} child={props.child} fees={fees} onFees={setFees} /> : null}
      {invoice ? (
        <>
          <InvoiceTable invoice={invoice} />
          <PayBox invoice={invoice} bank={fees.bank} />
          {invoice.state === 'open' ? (
            <SlipForm token={props.token} child={props.child} invoice={invoice.number} />
          ) : null}
        </>
      ) : (
        <p>{t('form.status.fees.pending' as FormMessageId)}</p>
      )}
      {fees.slips.length > 0 ? (
        <ul className="status-fees__slips">
          {fees.slips.map((slip, i) => (
            <li key={i}>
              {t(`form.status.fees.slip.${slip.state}` as FormMessageId, {
                date: intl.formatDate(slip.receivedAt, { dateStyle: 'medium', ...SCHOOL_TIME }),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {fees.documents.length > 0 ? (
        <>
          <h4>{t('form.status.fees.documents' as FormMessageId)}</h4>
          <ul className="status-fees__documents">
            {fees.documents.map((doc) => (
              <li key={doc.number}>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void download(doc.number)}
                >
                  {t(`form.status.fees.document.${doc.kind}` as FormMessageId, { number: doc.number })}
                </button>
              </li>
            ))}
          </ul>
          {problem ? <p role="alert">{problem}</p> : null}
        </>
      ) : null}
    </section>
  );
}
