// Where the shared-device bar goes on every page. Its code (and the database) loads only on a
// device where staff turned the mode on (a localStorage flag says so), so other visitors pay nothing.

import { lazy, Suspense, useEffect, useState } from 'react';
import { SHARED_DEVICE_FLAG } from '../flag';

const SharedDeviceBar = lazy(() => import('./shared-device-bar'));

export function SharedDeviceSlot() {
  const [shared, setShared] = useState(false);
  useEffect(() => {
    const read = () => setShared(localStorage.getItem(SHARED_DEVICE_FLAG) === '1');
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  if (!shared) return null;
  return (
    <Suspense fallback={null}>
      <SharedDeviceBar />
    </Suspense>
  );
}
