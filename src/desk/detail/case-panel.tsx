// One child's case (or the submission's, for other kinds): its stage, the offer and its deadline,
// who looks after it, a possible duplicate with the link to the other application, the move form,
// an application's documents and enrolment (enrolment-panel.tsx), the child's fees once its offer
// is accepted (fees-panel.tsx) and the history of every change
// (who, when, from, to, note).

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { api } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import type { CaseDetail } from '../../shared/contracts/desk-cases';
import { EnrolmentPanel } from './enrolment-panel';
import { FeesPanel } from './fees-panel';
import { MoveForm } from './move-form';

let colleagues: ReturnType<typeof api.staff.colleagues> | undefined;

function Assignee({ item, onDone }: { item: CaseDetail; onDone: () => void }) {
  const t = useDeskT();
  const [list, setList] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    (colleagues ??= api.staff.colleagues()).then(
      (answer) => setList(answer.colleagues),
      () => (colleagues = undefined),
    );
  }, []);
  const id = `assignee-${item.id}`;
  return (
    <div className="desk-field">
      <label htmlFor={id}>{t('desk.case.assignee')}</label>
      <select
        id={id}
        value={item.assignee?.id ?? ''}
        onChange={(event) => void api.cases.assign(item.id, { staffId: event.target.value || null }).then(onDone)}
      >
        <option value="">{t('desk.case.nobody')}</option>
        {list.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CasePanel(props: { item: CaseDetail; kind: string; submissionId: string; onDone: () => void }) {
  const { item, kind, onDone } = props;
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const stage = (name: string) => t(`desk.stage.${name}` as DeskMessageId);
  return (
    <section className="desk-card desk-case" aria-labelledby={`case-${item.id}`}>
      <h2 id={`case-${item.id}`}>{item.childName || t(`desk.kind.${kind}` as DeskMessageId)}</h2>
      <p className="desk-stage">
        <strong>{stage(item.stage)}</strong> · {t('desk.case.since', { date: when(item.stageSince) })}
        {item.year ? ` · ${t(`desk.year.${item.year}` as DeskMessageId)}` : ''}
        {item.dateOfBirth
          ? ` · ${t('desk.case.born', { date: intl.formatDate(item.dateOfBirth, { dateStyle: 'medium', timeZone: 'UTC' }) })}`
          : ''}
      </p>
      {item.assessmentAt && item.stage === 'assessment-booked' ? (
        <p>{t('desk.case.assessment', { date: when(item.assessmentAt) })}</p>
      ) : null}
      {item.offer?.deadline && item.stage === 'offer-made' ? (
        <p>{t('desk.case.deadline', { date: when(item.offer.deadline) })}</p>
      ) : null}
      {item.duplicates.map((other) => (
        <p key={other.caseId} className="desk-warning">
          {t('desk.case.duplicate', { name: other.childName, stage: stage(other.stage) })}{' '}
          <Link to={`/applications/${other.submissionId}`}>{other.reference}</Link>
        </p>
      ))}
      {staff.role !== 'readonly' ? (
        <Assignee item={item} onDone={onDone} />
      ) : (
        <p>
          {t('desk.case.assignee')}: {item.assignee?.name ?? t('desk.case.nobody')}
        </p>
      )}
      <MoveForm key={`${item.stage}-${item.stageSince}`} item={item} onDone={onDone} />
      {kind === 'application' ? (
        <EnrolmentPanel
          key={`enrolment-${item.stage}-${item.stageSince}`}
          caseId={item.id}
          submissionId={props.submissionId}
        />
      ) : null}
      {kind === 'application' ? <FeesPanel caseId={item.id} /> : null}
      <h3>{t('desk.case.history')}</h3>
      <ol className="desk-history">
        {item.history.map((entry, i) => (
          <li key={i}>
            {when(entry.at)} ·{' '}
            {entry.actor === 'system'
              ? t('desk.case.system')
              : entry.actor === 'family'
                ? t('desk.case.family')
                : entry.actor}
            : {entry.from ? `${stage(entry.from)} → ` : ''}
            {stage(entry.to)}
            {entry.note ? <span className="desk-note"> — {entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
