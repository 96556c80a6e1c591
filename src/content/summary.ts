// An entry as a list shows it: without its content, which lists never render, so the router
// state a list page carries stays small. Kept apart from wp-schema.ts: pages import it, not zod.

import type { WpEntry } from './wp-schema';

export function summary<T extends WpEntry>({ contentHtml: _content, ...rest }: T): Omit<T, 'contentHtml'> {
  return rest;
}
