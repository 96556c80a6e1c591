// The navigation progress bar: fills over 5000 ms, shown only when loading lasts over 200 ms,
// turns red when the navigation ends in an error other than a cancel.

import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../use-t';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, useProgressStore } from './progress-store';

export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const failed = useProgressStore((s) => s.failed);
  const reset = useProgressStore((s) => s.reset);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (loading) {
      reset();
      const timer = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => setShown(false), 600);
    return () => clearTimeout(timer);
  }, [loading, reset]);

  const t = useT();
  const state = !shown ? 'idle' : loading ? 'running' : failed ? 'failed' : 'done';
  return (
    <div
      className="progress-bar"
      data-state={state}
      role="progressbar"
      aria-label={t(failed ? 'nav.loadFailed' : 'nav.loading')}
      aria-hidden={state === 'idle'}
      aria-busy={state === 'running'}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
    >
      <div className="progress-bar__fill" />
    </div>
  );
}
