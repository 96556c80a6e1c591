// The desk tests' clock: the harness's `now`, which a test sets or moves forward.

import { NOW } from '../wizards/application/fixtures';

export interface Clock {
  now(): Date;
  set(date: Date): void;
  advance(ms: number): void;
}

export function makeClock(start = NOW): Clock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => (current = new Date(date)),
    advance: (ms) => (current = new Date(current.getTime() + ms)),
  };
}
