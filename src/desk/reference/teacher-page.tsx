// The teacher's confidential reference form, from the signed link in the school's e-mail
// (`/desk/reference#<token>`, `/th/desk/reference#…` in Thai): who it is about and until when the
// link works, the school's five questions, each answer at most `referenceRules.answerMax`
// characters (the page counts and the server refuses longer), sent once. No sign-in: the link is
// the credential, and it works once. A used, expired or altered link says so.

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { referenceRules } from '../../shared/admissions/assessment-rules';
import { referenceQuestions, type ReferenceOpenAnswer } from '../../shared/contracts/references';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useTitle } from '../use-title';

const problemOf = (error: unknown): DeskMessageId => {
  const code = error instanceof DeskError ? error.code : 'server';
  if (['invalid', 'used', 'expired', 'too-long'].includes(code)) return `desk.reference.error.${code}` as DeskMessageId;
  return code === 'network' ? 'desk.error.network' : 'desk.error.server';
};

export function TeacherPage() {
  const t = useDeskT();
  const intl = useIntl();
  const token = useMemo(() => window.location.hash.slice(1), []);
  const [opened, setOpened] = useState<ReferenceOpenAnswer>();
  const [problem, setProblem] = useState<DeskMessageId>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  useTitle(t('desk.reference.title'));
  useEffect(() => {
    api.reference.open({ token }).then(setOpened, (error: unknown) => setProblem(problemOf(error)));
  }, [token]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answers = Object.fromEntries(referenceQuestions.map((q) => [q, String(data.get(q) ?? '')]));
    setBusy(true);
    setProblem(undefined);
    api.reference
      .answer({ token, answers })
      .then(
        () => setDone(true),
        (error: unknown) => setProblem(problemOf(error)),
      )
      .finally(() => setBusy(false));
  };
  const max = referenceRules.answerMax;
  return (
    <main id="desk-main" className="desk-main">
      <h1>{opened ? t('desk.reference.form.title', { child: opened.child }) : t('desk.reference.title')}</h1>
      {problem ? (
        <p className="desk-error" role="alert">
          {t(problem, { max })}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="desk-card">
          {t('desk.reference.form.done')}
        </p>
      ) : opened ? (
        <form className="desk-card" onSubmit={submit}>
          <p>
            {t('desk.reference.form.intro', {
              child: opened.child,
              previous: opened.school,
              until: intl.formatDate(opened.expiresAt, { dateStyle: 'full', timeZone: 'Asia/Bangkok' }),
            })}
          </p>
          {referenceQuestions.map((q) => (
            <div key={q} className="desk-field desk-field--wide">
              <label htmlFor={`reference-${q}`}>{t(`desk.reference.q.${q}`)}</label>
              <textarea id={`reference-${q}`} name={q} rows={4} aria-describedby={`reference-${q}-limit`} />
              <span id={`reference-${q}-limit`} className="desk-hint">
                {t('desk.reference.form.limit', { max })}
              </span>
            </div>
          ))}
          <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
            {t('desk.reference.form.submit')}
          </button>
        </form>
      ) : problem ? null : (
        <p role="status">{t('desk.reference.form.loading')}</p>
      )}
    </main>
  );
}
