// The page's client of `/api/copies` (the outbox's API settings), one module so tests replace it.

import { apiOf } from '..';
import type { CopyApi } from '../api';

export function copyApi(): Promise<CopyApi> {
  return apiOf({});
}
