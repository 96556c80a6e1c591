// Once a family has a draft here: persistent storage, space left, and Safari's 7-day rule
// (src/app/pwa/storage-notice.tsx), for the form pages' island. Loaded only where this device may
// hold drafts.

import { useDrafts } from '../../db/hooks';
import type { FormKind } from '../../shared/records';
import { StorageNotice } from '../pwa/storage-notice';
import { SiteLater } from './site-later';

function Notice({ kind }: { kind: FormKind }) {
  const drafts = useDrafts(kind);
  return <StorageNotice hasDraft={(drafts?.length ?? 0) > 0} />;
}

export default function DeviceStorage({ kind }: { kind: FormKind }) {
  return (
    <SiteLater>
      <Notice kind={kind} />
    </SiteLater>
  );
}
