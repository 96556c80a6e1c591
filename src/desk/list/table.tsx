// The list's table: one row per case (each child of an application, each other submission), the
// reference linking to the detail, sortable columns (aria-sort), and what needs attention flagged.

import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useDeskT, type DeskMessageId } from '../messages';
import type { ListRow } from '../../shared/contracts/desk-cases';

const SORTABLE = [
  ['reference', 'desk.list.col.reference'],
  ['name', 'desk.list.col.child'],
  ['year', 'desk.list.col.year'],
  ['stage', 'desk.list.col.stage'],
  ['received', 'desk.list.col.received'],
] as const;

function SortHeader({ sort, label }: { sort: string; label: DeskMessageId }) {
  const t = useDeskT();
  const [params, setParams] = useSearchParams();
  const current = (params.get('sort') ?? 'received') === sort;
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const toggle = () => {
    const next = new URLSearchParams(params);
    next.set('sort', sort);
    next.set('dir', current && dir === 'asc' ? 'desc' : 'asc');
    next.delete('page');
    setParams(next);
  };
  return (
    <th scope="col" aria-sort={current ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="desk-sort" onClick={toggle}>
        {t(label)}
        <span aria-hidden="true">{current ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

export function CaseTable({ rows }: { rows: ListRow[] }) {
  const t = useDeskT();
  const intl = useIntl();
  return (
    <table className="desk-table">
      <caption className="visually-hidden">{t('desk.list.caption')}</caption>
      <thead>
        <tr>
          {SORTABLE.slice(0, 2).map(([sort, label]) => (
            <SortHeader key={sort} sort={sort} label={label} />
          ))}
          <th scope="col">{t('desk.list.col.kind')}</th>
          {SORTABLE.slice(2).map(([sort, label]) => (
            <SortHeader key={sort} sort={sort} label={label} />
          ))}
          <th scope="col">{t('desk.list.col.assignee')}</th>
          <th scope="col">{t('desk.list.col.attention')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.caseId}>
            <td>
              <Link to={`/applications/${row.submissionId}`}>{row.reference}</Link>
            </td>
            <td>
              {row.childName || row.parentName}
              {row.parentName && row.childName ? <span className="desk-muted"> · {row.parentName}</span> : null}
            </td>
            <td>{t(`desk.kind.${row.kind}` as DeskMessageId)}</td>
            <td>{row.year ? t(`desk.year.${row.year}` as DeskMessageId) : ''}</td>
            <td>{t(`desk.stage.${row.stage}` as DeskMessageId)}</td>
            <td>{intl.formatDate(row.receivedAt, { dateStyle: 'medium' })}</td>
            <td>{row.assignee?.name ?? ''}</td>
            <td>
              {row.duplicate ? <span className="desk-flag">{t('desk.flag.duplicate')}</span> : null}
              {row.filesMissing ? <span className="desk-flag">{t('desk.flag.files')}</span> : null}
              {row.offerDeadline && row.attention ? <span className="desk-flag">{t('desk.flag.deadline')}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
