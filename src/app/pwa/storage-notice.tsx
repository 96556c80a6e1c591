// Beside the forms: once a family has a saved draft, ask the browser to keep the site's data
// (navigator.storage.persist), show whether it will, how much space is left, and on iPhone or
// iPad Safari (not installed) explain the 7-day rule and offer the Add to Home Screen steps.

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { requestPersistentStorage, storageStatus, type StorageStatus } from '../../pwa/persistent-storage';
import { useT } from '../use-t';
import { isIosSafari, isStandalone } from '../../pwa/install-offer';
import { IosInstallSteps } from './ios-install-steps';

const noSubscribe = () => () => undefined;

function useBytes(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes) => {
    const [value, unit] = bytes >= 1024 ** 3 ? [bytes / 1024 ** 3, 'gigabyte'] : [bytes / 1024 ** 2, 'megabyte'];
    return intl.formatNumber(value, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: value < 10 ? 1 : 0,
    });
  };
}

/** Shown on a form page; `hasDraft` turns the request for persistent storage on. */
export function StorageNotice({ hasDraft }: { hasDraft: boolean }) {
  const t = useT();
  const bytes = useBytes();
  const [status, setStatus] = useState<StorageStatus | null>(null);
  const [stepsOpen, setStepsOpen] = useState(false);
  const iosBrowser = useSyncExternalStore(
    noSubscribe,
    () => isIosSafari() && !isStandalone(),
    () => false,
  );

  useEffect(() => {
    if (!hasDraft) return;
    let live = true;
    void requestPersistentStorage()
      .then(() => storageStatus())
      .then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, [hasDraft]);

  if (!hasDraft || !status) return null;
  const free = status.quota !== undefined && status.usage !== undefined ? status.quota - status.usage : undefined;
  return (
    <aside className="storage-notice" aria-label={t('storage.title')} data-persisted={status.persisted}>
      <p>{t(status.persisted ? 'storage.persistent' : 'storage.notPersistent')}</p>
      {free !== undefined && status.quota !== undefined ? (
        <p>{t('storage.space', { free: bytes(free), total: bytes(status.quota) })}</p>
      ) : null}
      {iosBrowser ? (
        <>
          <p>{t('storage.iosWarning')}</p>
          <button type="button" className="button button--ghost" onClick={() => setStepsOpen(true)}>
            {t('storage.iosInstall')}
          </button>
          <IosInstallSteps open={stepsOpen} onClose={() => setStepsOpen(false)} />
        </>
      ) : null}
    </aside>
  );
}
