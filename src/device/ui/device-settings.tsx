// Staff settings of a tablet: after the staff PIN (checked by the server), turn shared-device
// mode on (everything stored before is deleted) or off.

import { useState, type FormEvent } from 'react';
import { disableSharedDevice, enableSharedDevice } from '../mode';
import { useSharedDevice } from '../../db/hooks';
import { checkStaffPin, fetchDeviceConfig, type StaffPinAnswer } from '../staff';
import { useFormT } from '../../forms';
import { PinInput } from './pin-input';

type Problem = { id: 'wrong' | 'offline' | 'unavailable' } | { id: 'wait'; minutes: number };

const problemOf = (answer: Exclude<StaffPinAnswer, 'ok'>): Problem =>
  typeof answer === 'string' ? { id: answer } : { id: 'wait', minutes: Math.ceil(answer.waitSeconds / 60) };

export function DeviceSettings() {
  const t = useFormT();
  const state = useSharedDevice();
  const [pin, setPin] = useState('');
  const [staff, setStaff] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);

  if (!state) return <p aria-busy="true">{t('form.common.loading')}</p>;
  const on = state.mode !== undefined;

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await checkStaffPin(pin);
    setBusy(false);
    setPin('');
    setProblem(result === 'ok' ? undefined : problemOf(result));
    setStaff(result === 'ok');
  };

  const turnOn = async () => {
    setBusy(true);
    const config = await fetchDeviceConfig();
    if (!config?.available) {
      setProblem({ id: config ? 'unavailable' : 'offline' });
    } else {
      await enableSharedDevice({ idleMinutes: config.idleMinutes, warnSeconds: config.warnSeconds });
      // The badge on every page reads the mode when a page loads.
      window.location.reload();
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title">{t('form.device.settings.title')}</h2>
      <p role="status">{on ? t('form.device.settings.isOn') : t('form.device.settings.isOff')}</p>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem.id === 'wait'
            ? t('form.device.settings.problem.wait', { minutes: problem.minutes })
            : t(`form.device.settings.problem.${problem.id}`)}
        </p>
      ) : null}
      {!staff ? (
        <form onSubmit={(e) => void signIn(e)} autoComplete="off">
          <label htmlFor="staff-pin">{t('form.device.settings.pin')}</label>
          <PinInput id="staff-pin" value={pin} onValue={setPin} required />{' '}
          <button type="submit" className="button" disabled={busy}>
            {t('form.device.settings.signIn')}
          </button>
        </form>
      ) : on ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void disableSharedDevice().then(() => window.location.reload())}
        >
          {t('form.device.settings.turnOff')}
        </button>
      ) : (
        <>
          <p>{t('form.device.settings.turnOnNote')}</p>
          <button type="button" className="button button--accent" disabled={busy} onClick={() => void turnOn()}>
            {t('form.device.settings.turnOn')}
          </button>
        </>
      )}
    </section>
  );
}
