// Signing in: with a passkey (this device's, or a security key), or with the e-mail address and
// password and then the six-digit code of the authenticator app. Refusals are worded, never raw.

import { startAuthentication } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { useBusyAction } from '../use-busy-action';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useSession } from '../session';
import { useTitle } from '../use-title';

function problemOf(error: unknown): { id: DeskMessageId; retryAfter?: number } {
  if (!(error instanceof DeskError)) return { id: 'desk.signIn.error.passkeyCancelled' };
  if (error.code === 'locked')
    return { id: 'desk.signIn.error.locked', retryAfter: Number(error.detail.retryAfter) || 1 };
  if (error.code === 'credentials') return { id: 'desk.signIn.error.credentials' };
  if (error.code === 'code') return { id: 'desk.signIn.error.code' };
  if (error.code === 'passkey') return { id: 'desk.signIn.error.passkey' };
  if (error.code === 'network') return { id: 'desk.error.network' };
  return { id: 'desk.error.server' };
}

export function SignInPage({ expired }: { expired?: boolean }) {
  const t = useDeskT();
  const { signedIn } = useSession();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const { busy, problem, run } = useBusyAction(problemOf);
  useTitle(t('desk.signIn.title'));

  const withPasskey = () =>
    run(async () => {
      const { challengeId, options } = await api.signIn.passkeyOptions();
      const response = await startAuthentication({ optionsJSON: options });
      signedIn(await api.signIn.passkey({ challengeId, response }));
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      if (step === 'password') {
        await api.signIn.password({
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
        });
        setStep('code');
      } else signedIn(await api.signIn.totp({ code: String(form.get('code') ?? '') }));
    });
  };

  return (
    <section className="desk-card desk-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('desk.signIn.title')}</h1>
      {expired ? <p role="status">{t('desk.signIn.expired')}</p> : null}
      {problem ? (
        <p className="desk-error" role="alert">
          {t(problem.id, { seconds: problem.retryAfter ?? 0 })}
        </p>
      ) : null}
      <button type="button" className="desk-button" disabled={busy} onClick={() => void withPasskey()}>
        {t('desk.signIn.passkey')}
      </button>
      <p className="desk-or">{t('desk.signIn.or')}</p>
      <form onSubmit={submit} noValidate>
        {step === 'password' ? (
          <>
            <label htmlFor="sign-in-email">{t('desk.signIn.email')}</label>
            <input id="sign-in-email" name="email" type="email" autoComplete="username webauthn" required />
            <label htmlFor="sign-in-password">{t('desk.signIn.password')}</label>
            <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
          </>
        ) : (
          <>
            <label htmlFor="sign-in-code">{t('desk.signIn.code')}</label>
            <input
              // A new element, not the e-mail field's reused: it starts empty.
              key="code"
              id="sign-in-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              // The code step follows the password step: focus goes to it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </>
        )}
        <div className="desk-form__actions">
          <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
            {step === 'password' ? t('desk.signIn.continue') : t('desk.signIn.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
