// Add to Home Screen, step by step, for iPhone and iPad Safari (which has no install prompt).

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useT } from '../use-t';

export function IosInstallSteps({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} className="modal">
      <div className="modal__backdrop" aria-hidden="true" />
      <DialogPanel className="modal__panel">
        <DialogTitle className="modal__title">{t('install.iosTitle')}</DialogTitle>
        <ol className="install-steps">
          <li>{t('install.iosStep1')}</li>
          <li>{t('install.iosStep2')}</li>
          <li>{t('install.iosStep3')}</li>
        </ol>
        <button type="button" className="button" onClick={onClose}>
          {t('install.close')}
        </button>
      </DialogPanel>
    </Dialog>
  );
}
