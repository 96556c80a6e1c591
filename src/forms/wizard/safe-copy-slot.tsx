// Where a form page's safe copies go (src/safe-copy/ui), a step away: the form page's own script
// names only this small module, and this module names the safe copies' chunks, so the list of
// what they need is not in the script a form page loads before its first field.

import { lazy, Suspense } from 'react';
import type { SafeCopyPanelProps } from '../../safe-copy/ui/safe-copy-panel';

const Panel = lazy(() =>
  import('../../safe-copy/ui/safe-copy-panel').then((module) => ({ default: module.SafeCopyPanel })),
);

export default function SafeCopySlot(props: SafeCopyPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
