// On a shared device, a form opens only inside a family's private session: start one with a new
// PIN, or open a locked one with its PIN (./session-gate.tsx loads this only on a shared device).

import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedTime } from 'react-intl';
import { startSession, unlockSession, type SharedDeviceMode } from '../../db';
import { carryOpenSession } from '../carry';
import { useSharedDevice } from '../../db/hooks';
import { FormMessagesProvider, useFormT, WizardLoading } from '../../forms';
import { useFormShown } from '../../forms/shown';
import { PinInput } from './pin-input';

const PIN = /^\d{4,8}$/;

function StartSession({ mode }: { mode: SharedDeviceMode }) {
  const t = useFormT();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<'format' | 'match'>();
  const [busy, setBusy] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!PIN.test(pin)) return setError('format');
    if (pin !== again) return setError('match');
    setBusy(true);
    await startSession(pin);
    await carryOpenSession(mode);
  };

  return (
    <form onSubmit={(e) => void start(e)} autoComplete="off" aria-labelledby="session-start-title" noValidate>
      <h2 id="session-start-title">{t('form.device.session.startTitle')}</h2>
      <p>{t('form.device.session.startIntro')}</p>
      <p>
        <label htmlFor="session-pin">{t('form.device.session.pin')}</label>
        <PinInput
          id="session-pin"
          value={pin}
          onValue={setPin}
          aria-describedby={error ? 'session-pin-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
      </p>
      <p>
        <label htmlFor="session-pin-again">{t('form.device.session.pinAgain')}</label>
        <PinInput id="session-pin-again" value={again} onValue={setAgain} />
      </p>
      {error ? (
        <p id="session-pin-error" className="notice notice--error" role="alert">
          {t(`form.device.session.error.${error}`)}
        </p>
      ) : null}
      <button type="submit" className="button button--accent" disabled={busy}>
        {busy ? t('form.device.session.starting') : t('form.device.session.start')}
      </button>
    </form>
  );
}

function LockedSession({ id, createdAt, mode }: { id: string; createdAt: number; mode: SharedDeviceMode }) {
  const t = useFormT();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = `unlock-${id}`;

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const ok = await unlockSession(id, pin);
    if (ok) await carryOpenSession(mode);
    setBusy(false);
    setWrong(!ok);
    if (!ok) setPin('');
  };

  return (
    <li>
      <form onSubmit={(e) => void unlock(e)} autoComplete="off">
        <label htmlFor={inputId}>
          {t('form.device.session.lockedAt')} <FormattedTime value={createdAt} />
        </label>{' '}
        <PinInput id={inputId} placeholder={t('form.device.session.pinPlaceholder')} value={pin} onValue={setPin} />{' '}
        <button type="submit" className="button" disabled={busy}>
          {t('form.device.session.unlock')}
        </button>
        {wrong ? (
          <span className="notice--error" role="alert">
            {' '}
            {t('form.device.session.wrongPin')}
          </span>
        ) : null}
      </form>
    </li>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const t = useFormT();
  const state = useSharedDevice();
  const gate = state !== undefined && state.mode !== undefined && !state.openSession;
  // The PIN form is what the page shows: the family can type into it.
  useFormShown(gate);
  if (!state) return <WizardLoading />;
  const { mode } = state;
  if (!gate || !mode) return <>{children}</>;
  return (
    <div className="session-gate">
      <StartSession mode={mode} />
      {state.sessions.length > 0 ? (
        <section aria-labelledby="locked-title">
          <h2 id="locked-title">{t('form.device.session.lockedTitle')}</h2>
          <ul className="device-list">
            {state.sessions.map((s) => (
              <LockedSession key={s.id} id={s.id} createdAt={s.createdAt} mode={mode} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The gate of a shared tablet: the family's session, started or unlocked, before the form. */
export default function SharedSessionGate({ children }: { children: ReactNode }) {
  return (
    <FormMessagesProvider name="device" fallback={<WizardLoading />}>
      <Gate>{children}</Gate>
    </FormMessagesProvider>
  );
}
