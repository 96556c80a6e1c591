// What the intake's routes share: the store, the file storage, the coordination of instances, the
// configuration and the pluggable parts (robot verifier, notifier, clock, logger, the extensions'
// hooks), so tests can swap any of them.

import type { Context } from 'hono';
import type { IntakeConfig } from './config';
import type { Coordination } from './coordination';
import type { Erasure } from './erasure';
import type { SubmissionHooks } from './extensions';
import type { Logger } from './log';
import type { Notifier } from './notify';
import type { RobotVerifier } from './robot-check';
import type { FileStorage } from './storage';
import type { IntakeStore } from './store-types';

export interface IntakeServices {
  store: IntakeStore;
  storage: FileStorage;
  coordination: Coordination;
  /** What storage must still forget of deleted submissions (erasure.ts). */
  erasure: Erasure;
  config: IntakeConfig;
  notifier: Notifier;
  /** What the modules built on the intake (the desk) do with each submission. */
  hooks: Required<SubmissionHooks>;
  verifyRobot: RobotVerifier;
  clientIp: (c: Context) => string;
  now: () => Date;
  logger: Logger;
  /** Where the API answers, e.g. `/api`. */
  basePath: string;
  /** First part of references, e.g. `CCIS` in `CCIS-2026-000123`. */
  referencePrefix: string;
}
