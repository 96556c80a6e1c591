// The idle timer of a shared-device session: no touch, click or key for the configured minutes
// hands the session over; a warning with a countdown comes first, and any answer keeps it open.

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { SharedDeviceMode } from '../../db';
import { useFormT } from '../../forms';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function IdleWatch({ mode, onIdle }: { mode: SharedDeviceMode; onIdle: () => void }) {
  const t = useFormT();
  const [lastActive, setLastActive] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const idle = useEffectEvent(onIdle);
  const limit = mode.idleMinutes * 60_000;
  const warnAt = Math.max(0, limit - mode.warnSeconds * 1000);
  const elapsed = now - lastActive;
  const warning = elapsed >= warnAt;

  useEffect(() => {
    const active = () => setLastActive(Date.now());
    for (const type of ACTIVITY) window.addEventListener(type, active, { passive: true });
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, active);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (elapsed >= limit) idle();
  }, [elapsed, limit]);

  const seconds = Math.max(0, Math.ceil((limit - elapsed) / 1000));
  return (
    <Dialog open={warning} onClose={() => setLastActive(Date.now())} className="modal" role="alertdialog">
      <div className="modal__backdrop" aria-hidden="true" />
      <DialogPanel className="modal__panel">
        <DialogTitle className="modal__title">{t('form.device.idle.title')}</DialogTitle>
        <p>{t('form.device.idle.body', { seconds })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--accent" onClick={() => setLastActive(Date.now())}>
            {t('form.device.idle.stay')}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
