// Which label each field shows, collected as fields mount, so the error summary can name the
// field of each error ("Full name: This field is required") and update when fields appear.

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FormMessageId } from '../shared/records';

class LabelStore {
  readonly labels = new Map<string, FormMessageId>();
  private readonly listeners = new Set<() => void>();
  version = 0;

  set(name: string, label: FormMessageId): void {
    this.labels.set(name, label);
    this.changed();
  }

  delete(name: string, label: FormMessageId): void {
    if (this.labels.get(name) !== label) return;
    this.labels.delete(name);
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

const LabelsContext = createContext<LabelStore | null>(null);

export function FieldLabelsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new LabelStore());
  return <LabelsContext.Provider value={store}>{children}</LabelsContext.Provider>;
}

/** Registers the label of `name` while the field is shown. */
export function useRegisterLabel(name: string, label: FormMessageId | undefined): void {
  const store = useContext(LabelsContext);
  useEffect(() => {
    if (!store || !label) return;
    store.set(name, label);
    return () => store.delete(name, label);
  }, [store, name, label]);
}

const none = new LabelStore();

/** The labels of the fields shown now; re-renders the caller when they change. */
export function useFieldLabels(): ReadonlyMap<string, FormMessageId> {
  const store = useContext(LabelsContext) ?? none;
  useSyncExternalStore(
    store.subscribe,
    () => store.version,
    () => store.version,
  );
  return store.labels;
}
