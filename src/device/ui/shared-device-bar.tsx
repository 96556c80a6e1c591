// The shared-device badge under the header, and while a family's session is open: Lock, "Finish
// and hand over" (confirmed), and the idle timer that warns, then hands over by itself. After a
// lock or a hand-over the page reloads, so nothing typed stays in memory either.

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { handOver, lockSession } from '../../db';
import { useSharedDevice } from '../../db/hooks';
import { localePath } from '../../i18n/locales';
import { FormMessagesProvider, useFormT } from '../../forms';
import { useFormLocale } from '../../forms';
import { IdleWatch } from './idle-watch';

function useLeave(): (action: () => Promise<void>) => Promise<void> {
  const locale = useFormLocale();
  return async (action) => {
    await action();
    window.location.replace(localePath(locale, 'application-form'));
  };
}

function Bar() {
  const t = useFormT();
  const state = useSharedDevice();
  const leave = useLeave();
  const [confirming, setConfirming] = useState(false);
  if (!state?.mode) return null;
  const open = state.openSession !== undefined;
  return (
    <div className="shared-device-bar" role="region" aria-label={t('form.device.bar.label')}>
      <span className="shared-device-bar__badge">{t('form.device.bar.badge')}</span>
      {open ? (
        <>
          <span className="shared-device-bar__note">{t('form.device.bar.private')}</span>
          <button type="button" className="button button--ghost" onClick={() => void leave(lockSession)}>
            {t('form.device.bar.lock')}
          </button>
          <button type="button" className="button button--accent" onClick={() => setConfirming(true)}>
            {t('form.device.bar.handOver')}
          </button>
          <IdleWatch mode={state.mode} onIdle={() => void leave(handOver)} />
        </>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} className="modal">
        <div className="modal__backdrop" aria-hidden="true" />
        <DialogPanel className="modal__panel">
          <DialogTitle className="modal__title">{t('form.device.bar.confirmTitle')}</DialogTitle>
          <p>{t('form.device.bar.confirmBody')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--accent" onClick={() => void leave(handOver)}>
              {t('form.device.bar.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('form.device.bar.cancel')}
            </button>
          </div>
        </DialogPanel>
      </Dialog>
    </div>
  );
}

export default function SharedDeviceBar() {
  return (
    <FormMessagesProvider name="device">
      <Bar />
    </FormMessagesProvider>
  );
}
