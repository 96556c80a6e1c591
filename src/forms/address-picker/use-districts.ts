// The districts and sub-districts of the chosen province, loaded on demand (one small chunk per
// province, cached by the service worker), with a retry after a failed load.

import { useCallback, useEffect, useState } from 'react';
import { isProvinceCode, loadDistricts, type District } from '../../data/thailand';

export type DistrictsState =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; districts: District[] } | { status: 'failed' };

interface Result {
  key: string;
  districts?: District[];
}

/** The districts of `provinceCode` ('' or an unknown code: none) and a function to load again. */
export function useDistricts(provinceCode: string): DistrictsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>();
  const known = isProvinceCode(provinceCode);
  const key = `${provinceCode}:${attempt}`;

  useEffect(() => {
    if (!known) return;
    let live = true;
    loadDistricts(provinceCode).then(
      (districts) => live && setResult({ key, districts }),
      () => live && setResult({ key }),
    );
    return () => {
      live = false;
    };
  }, [known, provinceCode, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!known) return { status: 'none', retry };
  if (result?.key !== key) return { status: 'loading', retry };
  return result.districts ? { status: 'ready', districts: result.districts, retry } : { status: 'failed', retry };
}
