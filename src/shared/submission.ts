// The submission contract between the outbox (page and service worker) and the intake server:
// what is posted to `POST /api/submissions` and what the server answers (docs/submission-contract.md).

import type { FormKind } from './records';

export type SubmissionLocale = 'en' | 'th' | 'ru' | 'cn';

/** An attachment as the intake API declares it (docs/submission-contract.md). */
export interface SubmissionAttachment {
  id: string;
  /** Dot path of the form field holding this id. */
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** The JSON body of `POST /api/submissions`, minus the robot token (taken at send time). */
export interface SubmissionPayload {
  id: string;
  kind: FormKind;
  schemaVersion: number;
  locale: SubmissionLocale;
  /** When the family pressed Submit (ISO 8601): date rules are checked as on that day. */
  submittedAt: string;
  data: Record<string, unknown>;
  attachments: SubmissionAttachment[];
}

/** The receipt as the intake API answers it. */
export interface ServerReceipt {
  id: string;
  kind: FormKind;
  reference: string;
  receivedAt: string;
  status: 'awaiting-files' | 'complete';
  missingFiles: string[];
  /**
   * Answers to the POST only, when the school runs the admissions desk with DESK_SECRET: the
   * private token of the family's status page (`/<locale>/application-status#<token>`).
   */
  statusToken?: string;
}
