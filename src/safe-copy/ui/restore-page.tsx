// "Restore my applications" (docs/safe-copy.md, "Restoring"), the body of `/<locale>/restore`:
// opened from the recovery link, it reads the family secret from the fragment (and takes the
// fragment out of the address bar) and restores at once; otherwise it offers the passkey (one
// touch) and a field for a pasted link. Each outcome is said in the family's language; a failure
// leaves the device as it was.

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormMessagesProvider } from '../../forms/messages';
import { usePagePath } from '../../forms/use-form-locale';
import { useFormT } from '../../forms/use-form-t';
import type { FormMessageId } from '../../shared/records';
import {
  PasskeyError,
  passkeysAvailable,
  RestoreError,
  restoreFromSecret,
  restoreWithPasskey,
  secretFromLink,
  startSafeCopyTriggers,
  takeSecretFromLocation,
} from '..';
import { copyApi } from './copy-api';

type Outcome =
  { state: 'idle' | 'working' } | { state: 'done'; count: number } | { state: 'failed'; message: FormMessageId };

function messageOf(error: unknown): FormMessageId {
  if (error instanceof PasskeyError) return 'form.safe-copy.restore.noPasskey';
  if (error instanceof RestoreError)
    return `form.safe-copy.restore.${error.problem === 'not-found' ? 'notFound' : error.problem}`;
  return 'form.safe-copy.restore.server';
}

function Restore() {
  const t = useFormT();
  const path = usePagePath();
  const fieldId = useId();
  const errorId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [link, setLink] = useState('');
  const [badLink, setBadLink] = useState(false);
  const started = useRef(false);

  const run = async (restore: () => Promise<string[]>) => {
    setOutcome({ state: 'working' });
    try {
      const drafts = await restore();
      setOutcome({ state: 'done', count: drafts.length });
      startSafeCopyTriggers();
    } catch (error) {
      setOutcome({ state: 'failed', message: messageOf(error) });
    }
  };
  const fromSecret = (secret: Uint8Array) => run(async () => restoreFromSecret(secret, { api: await copyApi() }));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Once, on arrival (the ref outlives StrictMode's second run): the fragment is read and removed.
    const { secret, hadFragment } = takeSecretFromLocation();
    void Promise.resolve().then(() => {
      if (secret) void fromSecret(secret);
      else if (hadFragment) setOutcome({ state: 'failed', message: 'form.safe-copy.restore.badLink' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const secret = secretFromLink(link);
    setBadLink(!secret);
    if (secret) void fromSecret(secret);
  };
  const working = outcome.state === 'working';

  return (
    <div className="safe-copy-restore">
      {passkeysAvailable() ? (
        <p>
          <button
            type="button"
            className="button"
            disabled={working}
            onClick={() => void run(async () => restoreWithPasskey({ api: await copyApi() }))}
          >
            {t('form.safe-copy.restore.passkey')}
          </button>
        </p>
      ) : null}
      <form className="safe-copy-restore__link" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{t('form.safe-copy.restore.linkLabel')}</label>
        <input
          id={fieldId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={link}
          aria-invalid={badLink || undefined}
          aria-describedby={badLink ? errorId : undefined}
          onChange={(event) => setLink(event.target.value)}
        />
        {badLink ? (
          <p id={errorId} className="field__error">
            {t('form.safe-copy.restore.badLink')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={working}>
          {t('form.safe-copy.restore.submit')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {working ? <p aria-busy="true">{t('form.safe-copy.restore.working')}</p> : null}
        {outcome.state === 'done' ? (
          <p>
            {t('form.safe-copy.restore.done', { count: outcome.count })}{' '}
            <a href={path('application-form')}>{t('form.common.drafts.title')}</a>
          </p>
        ) : null}
      </div>
      {outcome.state === 'failed' ? <p role="alert">{t(outcome.message)}</p> : null}
    </div>
  );
}

/** The restore page's body, with its texts (the safe-copy catalogue). */
export default function RestorePage() {
  return (
    <FormMessagesProvider name="safe-copy">
      <Restore />
    </FormMessagesProvider>
  );
}
