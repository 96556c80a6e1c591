// Turns react-hook-form's nested error object into a list of (field name, message id), in the
// order the form shows the fields.

import type { FieldErrors } from 'react-hook-form';
import { errorMessageId } from '../../shared/validation/error-text';
import type { FormMessageId } from '../../shared/records';

export interface ErrorEntry {
  name: string;
  message: FormMessageId;
}

function isLeaf(value: Record<string, unknown>): boolean {
  return typeof value.message === 'string' || (typeof value.type === 'string' && !('root' in value));
}

function walk(value: unknown, path: string, out: ErrorEntry[]): void {
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (isLeaf(node)) {
    const message = errorMessageId(node);
    if (message) out.push({ name: path, message });
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    walk(child, key === 'root' ? path : path ? `${path}.${key}` : key, out);
  }
}

/** Every error, ordered as the fields appear in `container` (schema order for the rest). */
export function flattenErrors(errors: FieldErrors, order?: (name: string) => number): ErrorEntry[] {
  const out: ErrorEntry[] = [];
  walk(errors, '', out);
  if (!order) return out;
  return out
    .map((entry, index) => ({ entry, index, at: order(entry.name) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ entry }) => entry);
}
