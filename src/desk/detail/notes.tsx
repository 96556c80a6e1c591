// Internal notes on a submission: read by every member of staff, written by all but read-only
// staff, up to 4,000 characters (the form counts down; the server refuses more, and characters
// the database cannot store: the form says which problem it was).

import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, DeskError } from '../api';
import { useDeskT } from '../messages';
import { useStaff } from '../session';
import { MAX_NOTE, type Note } from '../../shared/contracts/desk-cases';

export function Notes({ submissionId, notes, onDone }: { submissionId: string; notes: Note[]; onDone: () => void }) {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await api.submissions.addNote(submissionId, { body: text });
      setText('');
      onDone();
    } catch (error) {
      const code = error instanceof DeskError ? error.code : 'server';
      setProblem(
        code === 'too-long'
          ? t('desk.notes.tooLong', { max: MAX_NOTE })
          : code === 'invalid-characters'
            ? t('desk.notes.invalidCharacters')
            : t('desk.error.server'),
      );
    }
  };
  return (
    <section className="desk-card" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('desk.notes.title')}</h2>
      {notes.length === 0 ? <p>{t('desk.notes.none')}</p> : null}
      <ul className="desk-notes">
        {notes.map((note) => (
          <li key={note.id}>
            <p className="desk-muted">
              {note.author} · {intl.formatDate(note.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p className="desk-note-body">{note.body}</p>
          </li>
        ))}
      </ul>
      {staff.role !== 'readonly' ? (
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor="note-body">{t('desk.notes.add')}</label>
          <textarea
            id="note-body"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            aria-describedby="note-count"
          />
          <p id="note-count" className={text.length > MAX_NOTE ? 'desk-error' : 'desk-hint'}>
            {t('desk.notes.count', { count: text.length, max: MAX_NOTE })}
          </p>
          {problem ? (
            <p className="desk-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="desk-form__actions">
            <button type="submit" className="desk-button" disabled={!text.trim()}>
              {t('desk.notes.save')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
