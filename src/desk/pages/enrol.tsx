// Enrolment, from the one-time link (`/desk/enrol#<token>`): the new member of staff sets up a
// passkey on this device, or a password with the authenticator app's code (the QR code holds the
// secret made for this enrolment; without DESK_SECRET on the server there is none, and the page
// says a passkey is the way). Either signs them in.

import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useBusyAction } from '../use-busy-action';
import { useNavigate } from 'react-router';
import { renderSVG } from 'uqr';
import type { EnrolOpenAnswer, SessionAnswer } from '../../shared/contracts/desk-staff';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useSession } from '../session';
import { useTitle } from '../use-title';

const problemId = (error: unknown): DeskMessageId => {
  if (!(error instanceof DeskError)) return 'desk.enrol.error.passkey';
  if (error.code === 'password') return `desk.enrol.error.password.${String(error.detail.problem)}` as DeskMessageId;
  if (error.code === 'code') return 'desk.signIn.error.code';
  if (error.code === 'enrolment') return 'desk.enrol.error.link';
  if (error.code === 'passkey') return 'desk.enrol.error.passkey';
  if (error.code === 'totp-unavailable') return 'desk.enrol.password.unavailable';
  return error.code === 'network' ? 'desk.error.network' : 'desk.error.server';
};

export function EnrolPage() {
  const t = useDeskT();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const token = useMemo(() => window.location.hash.slice(1), []);
  const [opened, setOpened] = useState<EnrolOpenAnswer>();
  const { busy, problem, setProblem, run } = useBusyAction(problemId);
  useTitle(t('desk.enrol.title'));

  useEffect(() => {
    api.enrol.open({ token }).then(setOpened, (error: unknown) => setProblem(problemId(error)));
  }, [token, setProblem]);

  const finish = (work: () => Promise<SessionAnswer>) =>
    run(async () => {
      signedIn(await work());
      history.replaceState(null, '', location.pathname);
      await navigate('/');
    });

  const withPasskey = () =>
    finish(async () => {
      const { challengeId, options } = await api.enrol.passkeyOptions({ token });
      const response = await startRegistration({ optionsJSON: options });
      return api.enrol.passkey({ token, challengeId, response });
    });

  const withPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void finish(() =>
      api.enrol.password({ token, password: String(form.get('password') ?? ''), code: String(form.get('code') ?? '') }),
    );
  };

  const qr = opened?.totp
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(opened.totp.uri, { ecc: 'M', border: 2 }))}`
    : '';

  return (
    <main id="desk-main" className="desk-main">
      <section className="desk-card desk-enrol" aria-labelledby="enrol-title">
        <h1 id="enrol-title">{t('desk.enrol.title')}</h1>
        {problem ? (
          <p className="desk-error" role="alert">
            {t(problem)}
          </p>
        ) : null}
        {opened ? (
          <>
            <p>
              {t('desk.enrol.welcome', {
                name: opened.name,
                email: opened.email,
                role: t(`desk.role.${opened.role}` as DeskMessageId),
              })}
            </p>
            <h2>{t('desk.enrol.passkey.title')}</h2>
            <p>{t('desk.enrol.passkey.body')}</p>
            <button
              type="button"
              className="desk-button desk-button--primary"
              disabled={busy}
              onClick={() => void withPasskey()}
            >
              {t('desk.enrol.passkey.create')}
            </button>
            <h2>{t('desk.enrol.password.title')}</h2>
            {opened.totp ? (
              <>
                <p>{t('desk.enrol.password.body')}</p>
                <img src={qr} width={200} height={200} alt={t('desk.enrol.qrAlt')} />
                <p>
                  {t('desk.enrol.secret')} <code>{opened.totp.secret}</code>
                </p>
              </>
            ) : (
              <p>{t('desk.enrol.password.unavailable')}</p>
            )}
            <form onSubmit={withPassword} noValidate hidden={!opened.totp}>
              {/* For password managers: whose password this is. */}
              <input
                className="visually-hidden"
                type="email"
                name="username"
                autoComplete="username"
                value={opened.email}
                readOnly
                tabIndex={-1}
                aria-hidden="true"
              />
              <label htmlFor="enrol-password">{t('desk.enrol.password.new')}</label>
              <input
                id="enrol-password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={12}
                required
                aria-describedby="enrol-password-hint"
              />
              <p id="enrol-password-hint" className="desk-hint">
                {t('desk.enrol.password.hint')}
              </p>
              <label htmlFor="enrol-code">{t('desk.signIn.code')}</label>
              <input
                id="enrol-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
              <div className="desk-form__actions">
                <button type="submit" className="desk-button" disabled={busy}>
                  {t('desk.enrol.password.save')}
                </button>
              </div>
            </form>
          </>
        ) : null}
      </section>
    </main>
  );
}
