// "Take it home": without a fragment, the family picks a draft and gets the QR code and restore
// link of its safe copy; with one (a parcel link, `#<parcel id>.<key>`), the parked draft is
// fetched, opened and stored here, then opened (the navigation replaces the address, so the key
// does not stay in the history).

import { useSyncExternalStore } from 'react';
import { WizardLoading } from '../../forms';
import { ReceiveDraft } from './receive-draft';
import { SendDraft } from './send-draft';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function TakeHome() {
  const fragment = useSyncExternalStore(
    subscribe,
    () => window.location.hash.slice(1),
    () => undefined,
  );
  if (fragment === undefined) return <WizardLoading />;
  return fragment ? <ReceiveDraft key={fragment} fragment={fragment} /> : <SendDraft />;
}
