// The file fields of a wizard (its meta's `attachments`), loaded once per wizard and shared by its
// file fields (which read it with React's `use`) and the background warm-up.

import type { AttachmentSpec, WizardMeta } from './types';

const loaded = new WeakMap<WizardMeta, Promise<readonly AttachmentSpec[]>>();

/** The file fields of `meta`, loaded on the first call. */
export function attachmentSpecs(meta: WizardMeta): Promise<readonly AttachmentSpec[]> {
  let specs = loaded.get(meta);
  if (!specs) {
    specs = meta.attachments?.() ?? Promise.resolve([]);
    specs.catch(() => loaded.delete(meta));
    loaded.set(meta, specs);
  }
  return specs;
}
