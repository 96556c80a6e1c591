// The window title of a desk page: "<page> · Admissions desk".

import { useEffect } from 'react';
import { useDeskT } from './messages';

export function useTitle(page: string): void {
  const t = useDeskT();
  const suffix = t('desk.title');
  useEffect(() => {
    document.title = page ? `${page} · ${suffix}` : suffix;
  }, [page, suffix]);
}
