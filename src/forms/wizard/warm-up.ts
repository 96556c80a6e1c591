// What the rest of a form needs, fetched in the background once the family has started (its first
// input, its first Next, or a draft it comes back to): every step's code and schema, the whole
// schema, the catalogues' other parts, the storage code, the framework's later parts (file
// fields, the robot check, the consent dialog, the end state), and what Submit and autosave import
// (the step resolver with zod's resolver, completeness, the outbox). By the time the family moves to the
// next tab, it is on the device; the service worker keeps it for offline use. The schemas are then
// built while the page is idle, one per idle callback so none is a long task, before the family's
// next Next or autosave needs them (the application's, made lazily with `z.lazy()`, took ~30 ms
// when built at once).

import type { z } from 'zod';
import { loadStorage } from '../../db/light';
import type { Locale } from '../../i18n/locales';
import { laterParts } from '../later-parts';
import { catalogueOf, loadFormMessages } from '../messages';
import { preload } from '../preloadable';
import type { WizardMeta } from '../types';
import { ConsentDialog, ErrorSummary, WizardDone } from './parts';
import { loadSchema, schemaIfLoaded } from './schemas';

const started = new Map<string, Promise<void>>();

/** Starts (once per form and language) and resolves when everything has arrived. */
export function warmUp(meta: WizardMeta, locale: Locale): Promise<void> {
  const key = `${meta.kind}:${locale}`;
  let promise = started.get(key);
  if (!promise) {
    promise = Promise.all([
      loadFormMessages(locale, catalogueOf(meta)),
      loadStorage(),
      ...meta.steps.map((step) => loadSchema(step.schema)),
      loadSchema(meta.fullSchema),
      ...meta.steps.map((step) => preload(step.Component)),
      ...[...laterParts, ErrorSummary, WizardDone, ...(meta.requiresConsent ? [ConsentDialog] : [])].map(preload),
      // What Submit and autosave import: a family that loses the link after starting still sends.
      import('./step-resolver'),
      import('@hookform/resolvers/zod'),
      import('./completeness'),
      import('../../outbox'),
    ]).then(() => undefined);
    promise.catch(() => started.delete(key));
    started.set(key, promise);
  }
  return promise;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * Builds every loaded schema of `meta` (a parse of the form's current answers builds every schema
 * they reach), one per idle callback; returns what cancels the rest.
 */
export function buildWhenIdle(meta: WizardMeta, data: () => Record<string, unknown>): () => void {
  const schemas = [...meta.steps.map((step) => step.schema), meta.fullSchema]
    .map(schemaIfLoaded)
    .filter((schema): schema is z.ZodType => schema !== undefined);
  let cancel = () => {};
  const next = (index: number) => {
    const schema = schemas[index];
    if (!schema) return;
    cancel = whenIdle(() => {
      schema.safeParse(data());
      next(index + 1);
    });
  };
  next(0);
  return () => cancel();
}
