// A quiet notice when the device goes offline, and briefly when it is back online.

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../use-t';

function subscribe(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function ConnectionStatus() {
  const online = useOnline();
  const t = useT();
  const [backOnline, setBackOnline] = useState(false);
  const [wasOffline, setWasOffline] = useState(false);

  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), 4000);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const message = !online ? t('offline.indicator') : backOnline ? t('offline.backOnline') : '';
  return (
    <div className="connection-status" role="status" data-state={!online ? 'offline' : backOnline ? 'online' : 'idle'}>
      {message}
    </div>
  );
}
