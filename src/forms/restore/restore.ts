// restoreDraft: the one way a stored draft reaches a form. Migrates it to the wizard's current
// schema version, fills in defaults and repairs corrupt fields, so a partly filled draft opens.

import type { z } from 'zod';
import type { WizardMeta } from '../types';
import type { DraftRecord } from '../../shared/records';
import { fillDefaults, isPlainObject, repairShape } from './restore-data';

export interface RestoredDraft<Data> {
  data: Data;
  step: number;
  /** True when migrations ran: save the data with `schemaVersion: meta.schemaVersion`. */
  migrated: boolean;
}

function migrate(
  data: Record<string, unknown>,
  from: number,
  meta: Pick<WizardMeta, 'schemaVersion' | 'migrations' | 'kind'>,
): Record<string, unknown> {
  let current = data;
  for (let version = from; version < meta.schemaVersion; version++) {
    const step = meta.migrations[version];
    if (!step) continue; // no change of shape at this version
    try {
      const next = step(current);
      if (isPlainObject(next)) current = next;
    } catch (error) {
      // Keep what we have; the lenient parse below still opens the draft.
      console.warn(`restoreDraft: ${meta.kind} migration from version ${version} failed`, error);
      break;
    }
  }
  return current;
}

function clampStep(step: unknown, steps: number): number {
  if (typeof step !== 'number' || !Number.isInteger(step)) return 0;
  return Math.min(Math.max(step, 0), Math.max(steps - 1, 0));
}

/**
 * Brings stored draft `record` to the shape of `meta`: runs `meta.migrations` from
 * `record.schemaVersion` up to `meta.schemaVersion`, fills in `meta.defaults()` for what is
 * missing, and checks the result leniently with `fullSchema` (the loaded `meta.fullSchema`): a value of the wrong type or
 * option is replaced by its default (or dropped) while the rest is kept, and unfinished answers
 * stay as they are. Never throws for bad data and never changes `record`. A draft from a newer
 * schema version is not migrated, only repaired.
 */
export function restoreDraft<Data extends Record<string, unknown>>(
  meta: WizardMeta<Data>,
  record: DraftRecord,
  fullSchema: z.ZodType,
): RestoredDraft<Data> {
  const defaults = meta.defaults();
  const stored = isPlainObject(record.data) ? structuredClone(record.data) : {};
  const from = Number.isInteger(record.schemaVersion) ? record.schemaVersion : meta.schemaVersion;
  const migrated = from < meta.schemaVersion;
  const data = fillDefaults(migrate(stored, from, meta), defaults) as Record<string, unknown>;
  repairShape(data, fullSchema, defaults);
  return { data: data as Data, step: clampStep(record.step, meta.steps.length), migrated };
}
