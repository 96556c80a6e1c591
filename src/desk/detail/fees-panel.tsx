// A child's fees in the desk (docs/fees.md): the invoice the desk would issue now (its lines, the
// sibling order it counted, the bus) for an officer to check and send, the issued invoices with
// their PDFs, credit notes and receipts, the slips the family sent with what to look at before
// counting their money, and the payments. Read-only staff see it all and change nothing.

import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CaseFeesAnswer, DeskInvoice, DeskSlip } from '../../shared/contracts/desk-money';
import type { FeeLine } from '../../shared/contracts/money';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useBusyAction } from '../use-busy-action';
import { useBaht } from './baht';
import { SlipCard } from './slip-card';

function Lines({ lines, total }: { lines: FeeLine[]; total: number }) {
  const t = useDeskT();
  const baht = useBaht();
  return (
    <table className="desk-fees__lines">
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">
              {t(`desk.fees.line.${line.kind}` as DeskMessageId, { terms: line.terms, rate: (line.rate ?? 0) / 100 })}
            </th>
            <td>{baht(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('desk.fees.total')}</th>
          <td>{baht(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

const problemOf = (error: unknown) => (error instanceof DeskError ? error.code : 'failed');

function Preview({ fees, onFees }: { fees: CaseFeesAnswer; onFees: (fees: CaseFeesAnswer) => void }) {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const { busy, problem, run } = useBusyAction(problemOf);
  const preview = fees.preview!;
  const issue = () => run(async () => onFees(await api.money.issue(fees.caseId, { expectedTotal: preview.total })));
  return (
    <div className="desk-fees__preview">
      <h4>{t('desk.fees.preview')}</h4>
      <p className="desk-hint">
        {t(`desk.fees.plan.${preview.plan}` as DeskMessageId)} ·{' '}
        {t('desk.fees.rank', { rank: preview.rank, count: preview.siblings.length })}
        {preview.bus ? ` · ${t('desk.fees.bus')}` : ''} ·{' '}
        {t('desk.fees.due', { date: intl.formatDate(`${preview.dueOn}T12:00:00+07:00`, { dateStyle: 'medium' }) })}
      </p>
      {preview.siblings.length > 1 ? (
        <ol className="desk-fees__siblings">
          {preview.siblings.map((child) => (
            <li key={child.caseId}>
              {child.firstName} · {child.reference}
              {child.dateOfBirth
                ? ` · ${intl.formatDate(child.dateOfBirth, { dateStyle: 'medium', timeZone: 'UTC' })}`
                : ''}
            </li>
          ))}
        </ol>
      ) : null}
      <Lines lines={preview.lines} total={preview.total} />
      {staff.role !== 'readonly' && !fees.invoices.some((invoice) => invoice.state !== 'cancelled') ? (
        <div className="desk-actions">
          <button
            type="button"
            className="desk-button desk-button--primary"
            disabled={busy}
            onClick={() => void issue()}
          >
            {t('desk.fees.issue')}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="desk-warning">
          {t(`desk.fees.error.${problem === 'changed' ? 'changed' : 'failed'}` as DeskMessageId)}
        </p>
      ) : null}
    </div>
  );
}

function CreditNote({ invoice, onFees }: { invoice: DeskInvoice; onFees: (fees: CaseFeesAnswer) => void }) {
  const t = useDeskT();
  const [reason, setReason] = useState('');
  const [reissue, setReissue] = useState(true);
  const { busy, problem, run } = useBusyAction(problemOf);
  const id = `cn-${invoice.id}`;
  return (
    <form
      className="desk-fees__credit"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => onFees(await api.money.creditNote(invoice.id, { reason, reissue })));
      }}
    >
      <label htmlFor={id}>{t('desk.fees.credit.reason')}</label>
      <input id={id} value={reason} required maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <label className="desk-check">
        <input type="checkbox" checked={reissue} onChange={(event) => setReissue(event.target.checked)} />{' '}
        {t('desk.fees.credit.reissue')}
      </label>
      <div className="desk-actions">
        <button type="submit" className="desk-button desk-button--danger" disabled={busy || !reason.trim()}>
          {t('desk.fees.credit.submit')}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="desk-warning">
          {t('desk.fees.error.failed')}
        </p>
      ) : null}
    </form>
  );
}

function Invoice({ invoice, onFees }: { invoice: DeskInvoice; onFees: (fees: CaseFeesAnswer) => void }) {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const [crediting, setCrediting] = useState(false);
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <div className={`desk-fees__invoice desk-fees__invoice--${invoice.state}`}>
      <h4>
        <a href={api.money.documentUrl(invoice.number)} download>
          {invoice.number}
        </a>{' '}
        · {t(`desk.fees.state.${invoice.state}` as DeskMessageId)}
      </h4>
      <p className="desk-hint">
        {t('desk.fees.issued', { date: day(invoice.issuedAt), name: invoice.issuedBy })} ·{' '}
        {t('desk.fees.due', { date: intl.formatDate(`${invoice.dueOn}T12:00:00+07:00`, { dateStyle: 'medium' }) })}
      </p>
      <Lines lines={invoice.lines} total={invoice.total} />
      {invoice.creditNote ? (
        <p>
          <a href={api.money.documentUrl(invoice.creditNote.number)} download>
            {invoice.creditNote.number}
          </a>{' '}
          · {invoice.creditNote.reason}
        </p>
      ) : null}
      {invoice.receipt ? (
        <p>
          <a href={api.money.documentUrl(invoice.receipt.number)} download>
            {invoice.receipt.number}
          </a>{' '}
          · {day(invoice.receipt.issuedAt)}
        </p>
      ) : null}
      {invoice.state === 'open' && staff.role !== 'readonly' ? (
        crediting ? (
          <CreditNote invoice={invoice} onFees={onFees} />
        ) : (
          <button type="button" className="desk-button desk-button--ghost" onClick={() => setCrediting(true)}>
            {t('desk.fees.credit.open')}
          </button>
        )
      ) : null}
    </div>
  );
}

export function FeesPanel({ caseId }: { caseId: string }) {
  const t = useDeskT();
  const baht = useBaht();
  const [fees, setFees] = useState<CaseFeesAnswer>();
  const load = useCallback(() => {
    api.money.fees(caseId).then(setFees, () => setFees(undefined));
  }, [caseId]);
  useEffect(load, [load]);
  if (!fees || (!fees.preview && fees.invoices.length === 0)) return null;
  const live = fees.invoices.find((invoice) => invoice.state !== 'cancelled');
  return (
    <section className="desk-fees" aria-labelledby={`fees-${caseId}`}>
      <h3 id={`fees-${caseId}`}>{t('desk.fees.title')}</h3>
      <p>
        {t(fees.feesPaid ? 'desk.fees.feesPaid' : 'desk.fees.feesUnpaid')} · {t('desk.fees.paid')}: {baht(fees.paid)}
        {live ? ` · ${t('desk.fees.balance')}: ${baht(Math.max(0, fees.balance))}` : ''}
      </p>
      {fees.reissue ? <p className="desk-warning">{t('desk.fees.reissueNeeded')}</p> : null}
      {fees.preview && (!live || fees.reissue) ? <Preview fees={fees} onFees={setFees} /> : null}
      {fees.invoices.map((invoice) => (
        <Invoice key={invoice.id} invoice={invoice} onFees={setFees} />
      ))}
      {fees.slips.length > 0 ? <h4>{t('desk.fees.slips')}</h4> : null}
      {fees.slips.map((slip: DeskSlip) => (
        <SlipCard key={slip.id} slip={slip} balance={Math.max(0, fees.balance)} onFees={setFees} onDeclined={load} />
      ))}
    </section>
  );
}
