// A child's document checklist on the status page (docs/enrolment.md): each document with where
// it stands, the school's reason (and note) when it asks for one again, and for each missing or
// asked-again document a file the family adds here. The file is checked on the device as at
// submission and kept in the outbox until the school has it (src/db/late-files.ts), so a family
// offline adds it now and it leaves on reconnect; the page shows it waiting meanwhile and asks
// the school again once it is gone.

import { useEffect, useId, useRef, useState } from 'react';
import { enqueueLateFile, waitingLateFiles, watchOutbox } from '../../db';
import { requestOutboxFlush } from '../../outbox';
import { useFormT } from '../../forms';
import { attachmentSlots } from '../../shared/contracts/attachment-rules';
import type { LateFileRequest } from '../../shared/contracts/enrolment';
import type { StatusCase } from '../../shared/contracts/status';
import type { FormMessageId } from '../../shared/records';

type Item = NonNullable<StatusCase['documents']>[number];

/** Documents of this child waiting in the outbox, by document key. */
function useWaiting(token: string, applicant: number, onSent: () => void): Set<string> {
  const [waiting, setWaiting] = useState<Set<string>>(new Set());
  const before = useRef<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    const read = async () => {
      const items = await waitingLateFiles();
      const mine = items
        .map((item) => item.late!.body as Partial<LateFileRequest>)
        .filter((body) => body.token === token && body.applicant === applicant)
        .map((body): string => body.document ?? '');
      if (!live) return;
      // A file that left the outbox reached the school: ask for the checklist again.
      const sent = before.current.some((document) => !mine.includes(document));
      before.current = mine;
      setWaiting(new Set(mine));
      if (sent) onSent();
    };
    void read();
    const stop = watchOutbox(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, [token, applicant, onSent]);
  return waiting;
}

function AddFile({ token, applicant, item }: { token: string; applicant: number; item: Item }) {
  const t = useFormT();
  const id = useId();
  const [error, setError] = useState<string>();
  const name = t(`form.status.documents.name.${item.document}` as FormMessageId);
  const slot = attachmentSlots('application', applicant + 1).find(
    (s) => s.applicant === applicant && s.document === item.document,
  );
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const result = await enqueueLateFile(
      file,
      { path: '/status/files', names: [], ...(slot ? { accept: slot.accept } : {}) },
      (meta) => ({ token, applicant, document: item.document, ...meta }) satisfies LateFileRequest,
    );
    if (!result.ok) setError(t(`form.status.documents.error.${result.reason}` as FormMessageId));
    else void requestOutboxFlush();
  };
  return (
    <div className="status-documents__add">
      <label htmlFor={id} className="button button--small">
        {t('form.status.documents.add', { document: name })}
      </label>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={slot?.accept.join(',')}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DocumentsView(props: { token: string; applicant: number; items: Item[]; onSent: () => void }) {
  const t = useFormT();
  const waiting = useWaiting(props.token, props.applicant, props.onSent);
  return (
    <>
      <h3>{t('form.status.documents.title')}</h3>
      <ul className="status-documents">
        {props.items.map((item) => (
          <li key={item.document} className={`status-documents__item status-documents__item--${item.state}`}>
            <strong>{t(`form.status.documents.name.${item.document}` as FormMessageId)}</strong>
            {': '}
            {t(`form.status.documents.state.${item.state}` as FormMessageId)}
            {item.reason ? <p>{t(`form.status.documents.reason.${item.reason}` as FormMessageId)}</p> : null}
            {item.note ? <p>{t('form.status.documents.note', { note: item.note })}</p> : null}
            {waiting.has(item.document) ? (
              <p role="status">{t('form.status.documents.waiting')}</p>
            ) : item.state === 'missing' || item.state === 'asked-again' ? (
              <AddFile token={props.token} applicant={props.applicant} item={item} />
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
