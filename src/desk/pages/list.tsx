// Every submission of every kind in one list: the filters, the table, the pages, and the CSV
// export of everything the filters select.

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListAnswer } from '../../shared/contracts/desk-cases';
import { api } from '../api';
import { Filters } from '../list/filters';
import { CaseTable } from '../list/table';
import { useDeskT } from '../messages';
import { useTitle } from '../use-title';

export function ListPage() {
  const t = useDeskT();
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<ListAnswer>();
  const [failedQuery, setFailedQuery] = useState<string>();
  const query = params.toString();
  useTitle(t('desk.nav.applications'));
  useEffect(() => {
    let live = true;
    api.cases.list(new URLSearchParams(query)).then(
      (value) => live && setAnswer(value),
      () => live && setFailedQuery(query),
    );
    return () => {
      live = false;
    };
  }, [query]);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const go = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const exportQuery = new URLSearchParams(params);
  for (const paging of ['page', 'pageSize', 'sort', 'dir']) exportQuery.delete(paging);
  return (
    <>
      <h1>{t('desk.nav.applications')}</h1>
      <Filters />
      {failedQuery === query ? (
        <p className="desk-error" role="alert">
          {t('desk.error.server')}
        </p>
      ) : null}
      <div className="desk-list-head">
        <p role="status">{answer ? t('desk.list.count', { count: answer.total }) : t('desk.loading')}</p>
        <a className="desk-button desk-button--ghost" href={api.cases.exportUrl(exportQuery)} download>
          {t('desk.list.export')}
        </a>
        <a className="desk-button desk-button--ghost" href={api.enrolment.oneRosterUrl()} download>
          {t('desk.list.oneroster')}
        </a>
      </div>
      {answer && answer.rows.length > 0 ? <CaseTable rows={answer.rows} /> : null}
      {answer && answer.total > answer.pageSize ? (
        <nav className="desk-pager" aria-label={t('desk.list.pages')}>
          <button type="button" className="desk-button" disabled={answer.page <= 1} onClick={() => go(answer.page - 1)}>
            {t('desk.list.previous')}
          </button>
          <span>{t('desk.list.page', { page: answer.page, pages })}</span>
          <button
            type="button"
            className="desk-button"
            disabled={answer.page >= pages}
            onClick={() => go(answer.page + 1)}
          >
            {t('desk.list.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
