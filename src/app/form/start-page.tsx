// What a form page shows once this device holds something: the submissions sent from it and
// whether it keeps the family's data. Their code (it reads the device's storage) loads only
// where it may hold something (src/forms/use-stored-records.ts).

import { lazy, Suspense } from 'react';
import { FormMessagesProvider } from '../../forms';
import { useMayHoldRecords } from '../../forms/use-stored-records';
import type { FormKind } from '../../shared/records';

const SubmissionList = lazy(() =>
  import('../../forms/submission/submission-list').then((module) => ({ default: module.SubmissionList })),
);
const DeviceStorage = lazy(() => import('./device-storage'));

interface StoredSubmissionsProps {
  kind: FormKind;
  /** The form's catalogue: the submissions' texts are in its rest. */
  catalogue: string;
  onOpen: (draftId: string) => void;
  exclude?: string;
}

/** What was sent from this device (of `kind`), once it may hold something. */
export function StoredSubmissions({ catalogue, ...props }: StoredSubmissionsProps) {
  if (!useMayHoldRecords()) return null;
  return (
    <FormMessagesProvider name={catalogue}>
      <Suspense fallback={null}>
        <SubmissionList {...props} />
      </Suspense>
    </FormMessagesProvider>
  );
}

/** Beside the form, once this device holds something: whether it keeps the family's drafts. */
export function StoredExtras({ kind }: { kind: FormKind }) {
  if (!useMayHoldRecords()) return null;
  return (
    <Suspense fallback={null}>
      <DeviceStorage kind={kind} />
    </Suspense>
  );
}
