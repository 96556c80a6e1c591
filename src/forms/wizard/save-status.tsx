// The quiet autosave line: "Saved at 10:42", or why saving failed. Autosave keeps its state in a
// small store (`SaveStatusStore`) that only this line reads: a save re-renders the line, not the
// whole form around it.

import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useFormT } from '../use-form-t';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: number }
  | { state: 'failed'; reason: 'storage-full' | 'error' };

/** The latest save's outcome, and who to tell when it changes. */
export class SaveStatusStore {
  private value: SaveStatus = { state: 'idle' };
  private readonly listeners = new Set<() => void>();

  get = (): SaveStatus => this.value;

  set(next: SaveStatus): void {
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export function SaveStatusLine({ store }: { store: SaveStatusStore }) {
  const t = useFormT();
  const intl = useIntl();
  const status = useSyncExternalStore(store.subscribe, store.get, store.get);
  let text = '';
  if (status.state === 'saved') {
    text = t('form.common.savedAt', { time: intl.formatTime(status.at, { hour: 'numeric', minute: '2-digit' }) });
  }
  if (status.state === 'failed') {
    text = t(status.reason === 'storage-full' ? 'form.common.saveFailedFull' : 'form.common.saveFailed');
  }
  return (
    <p className={`wizard-status wizard-status--${status.state}`} aria-live="polite">
      {text}
    </p>
  );
}
