// The signed-in member of staff's own sign-in: their passkeys (add one on this device, remove one
// while another way to sign in remains) and whether they have a password with TOTP.

import { startRegistration } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountPasskeysAnswer } from '../../shared/contracts/desk-staff';
import { api, DeskError } from '../api';
import { useDeskT, type DeskMessageId } from '../messages';
import { useStaff } from '../session';
import { useTitle } from '../use-title';

export function AccountPage() {
  const t = useDeskT();
  const intl = useIntl();
  const { staff } = useStaff();
  const [state, setState] = useState<AccountPasskeysAnswer>();
  const [message, setMessage] = useState<DeskMessageId>();
  useTitle(t('desk.nav.account'));
  const load = useCallback(() => void api.account.passkeys().then(setState), []);
  useEffect(load, [load]);
  const add = async () => {
    setMessage(undefined);
    try {
      const { challengeId, options } = await api.account.passkeyOptions();
      const response = await startRegistration({ optionsJSON: options });
      await api.account.addPasskey({ challengeId, response });
      setMessage('desk.account.added');
      load();
    } catch {
      setMessage('desk.enrol.error.passkey');
    }
  };
  const drop = async (id: string) => {
    try {
      await api.account.removePasskey(id);
      load();
    } catch (error) {
      setMessage(
        error instanceof DeskError && error.code === 'last-credential' ? 'desk.account.last' : 'desk.error.server',
      );
    }
  };
  return (
    <>
      <h1>{t('desk.nav.account')}</h1>
      <p>
        {staff.name} · {staff.email} · {t(`desk.role.${staff.role}`)}
      </p>
      <section className="desk-card" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">{t('desk.account.passkeys')}</h2>
        {message ? <p role="status">{t(message)}</p> : null}
        <ul>
          {state?.passkeys.map((key, i) => (
            <li key={key.id}>
              {t('desk.account.passkey', {
                number: i + 1,
                date: intl.formatDate(key.createdAt, { dateStyle: 'medium' }),
              })}{' '}
              <button type="button" className="desk-button desk-button--ghost" onClick={() => void drop(key.id)}>
                {t('desk.account.remove')}
              </button>
            </li>
          ))}
        </ul>
        <p>{state?.hasPassword ? t('desk.account.hasPassword') : t('desk.account.noPassword')}</p>
        <button type="button" className="desk-button" onClick={() => void add()}>
          {t('desk.account.add')}
        </button>
      </section>
    </>
  );
}
