// A family's request to delete their data, carried out by an administrator: the reference typed
// again to confirm; the application, its files and the desk's records of it go, and the audit log
// keeps one line without personal data.

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useDeskT } from '../messages';

export function DeleteSubmission({ id, reference }: { id: string; reference: string }) {
  const t = useDeskT();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await api.submissions.remove(id, { confirm: typed });
      await navigate('/applications');
    } catch {
      setProblem(true);
    }
  };
  return (
    <section className="desk-card desk-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('desk.delete.title')}</h2>
      <p>{t('desk.delete.body')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="delete-confirm">{t('desk.delete.confirm', { reference })}</label>
        <input
          id="delete-confirm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        {problem ? (
          <p className="desk-error" role="alert">
            {t('desk.delete.error')}
          </p>
        ) : null}
        <div className="desk-form__actions">
          <button type="submit" className="desk-button desk-button--danger" disabled={typed !== reference}>
            {t('desk.delete.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
