// The list's filters, kept in the address (so a chart's bar, a bookmark or the back button gives
// the same list): kind, stage, year, received from/to, assignee, needs attention, and a search by
// reference or name in any script. Applying a filter goes back to the first page.

import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { admissionYears, allStages } from '../../shared/admissions/stages';
import { formKinds } from '../../shared/records';
import { useDeskT, type DeskMessageId } from '../messages';

const FIELDS = ['q', 'kind', 'stage', 'year', 'from', 'to', 'assignee', 'attention'];

export function Filters() {
  const t = useDeskT();
  const [params, setParams] = useSearchParams();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = String(form.get(field) ?? '').trim();
      if (value) next.set(field, value);
    }
    for (const keep of ['sort', 'dir', 'pageSize']) if (params.get(keep)) next.set(keep, params.get(keep)!);
    setParams(next);
  };
  const value = (name: string) => params.get(name) ?? '';
  const key = params.toString();
  return (
    <form key={key} className="desk-filters" onSubmit={apply} role="search" aria-label={t('desk.list.filters')}>
      <div className="desk-field desk-field--wide">
        <label htmlFor="filter-q">{t('desk.list.search')}</label>
        <input id="filter-q" name="q" type="search" defaultValue={value('q')} aria-describedby="filter-q-hint" />
        <p id="filter-q-hint" className="desk-hint">
          {t('desk.list.searchHint')}
        </p>
      </div>
      <div className="desk-field">
        <label htmlFor="filter-kind">{t('desk.list.kind')}</label>
        <select id="filter-kind" name="kind" defaultValue={value('kind')}>
          <option value="">{t('desk.list.any')}</option>
          {formKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`desk.kind.${kind}` as DeskMessageId)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="filter-stage">{t('desk.list.stage')}</label>
        <select id="filter-stage" name="stage" defaultValue={value('stage')}>
          <option value="">{t('desk.list.any')}</option>
          {allStages.map((stage) => (
            <option key={stage} value={stage}>
              {t(`desk.stage.${stage}` as DeskMessageId)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="filter-year">{t('desk.list.year')}</label>
        <select id="filter-year" name="year" defaultValue={value('year')}>
          <option value="">{t('desk.list.any')}</option>
          {admissionYears.map((year) => (
            <option key={year} value={year}>
              {t(`desk.year.${year}` as DeskMessageId)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="filter-from">{t('desk.list.from')}</label>
        <input id="filter-from" name="from" type="date" defaultValue={value('from')} />
      </div>
      <div className="desk-field">
        <label htmlFor="filter-to">{t('desk.list.to')}</label>
        <input id="filter-to" name="to" type="date" defaultValue={value('to')} />
      </div>
      <div className="desk-field">
        <label htmlFor="filter-assignee">{t('desk.list.assignee')}</label>
        <select id="filter-assignee" name="assignee" defaultValue={value('assignee')}>
          <option value="">{t('desk.list.any')}</option>
          <option value="me">{t('desk.list.assignee.me')}</option>
          <option value="none">{t('desk.list.assignee.none')}</option>
        </select>
      </div>
      <div className="desk-field desk-field--check">
        <input
          id="filter-attention"
          name="attention"
          type="checkbox"
          value="1"
          defaultChecked={value('attention') === '1'}
        />
        <label htmlFor="filter-attention">{t('desk.list.attention')}</label>
      </div>
      <button type="submit" className="desk-button desk-button--primary">
        {t('desk.list.apply')}
      </button>
    </form>
  );
}
