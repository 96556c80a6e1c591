// What the family's status page asks and is told (POST /api/status, POST /api/status/offer): the
// stage of each child's case in words the page looks up in the family's language, and the offer
// links' answers. No personal data beyond a child's first name travels here.

import type { FormKind } from '../records';
import type { Stage } from './stages';

/** One child's case (or the submission itself, for kinds other than an application). */
export interface StatusCase {
  /** The child's first name; empty for kinds without a child. */
  firstName: string;
  /** The year applied for (`y3`), when known. */
  year?: string;
  stage: Stage;
  /** ISO 8601: when the case reached its stage. */
  since: string;
  /** ISO 8601: the assessment's date and time, when one is booked. */
  assessmentAt?: string;
  /** ISO 8601: the offer's deadline, while an offer waits for the family's answer. */
  offerDeadline?: string;
}

/** The answer of POST /api/status for a valid link. */
export interface StatusAnswer {
  reference: string;
  kind: FormKind;
  receivedAt: string;
  cases: StatusCase[];
  /** ISO 8601: when the server answered (shown offline as "last updated"). */
  checkedAt: string;
}

/** Why a status or offer link is refused (the page words each in the family's language). */
export type LinkRefusal = 'invalid' | 'revoked' | 'expired' | 'used' | 'superseded';

/** The answer of POST /api/status/offer (a preview, or the family's decision recorded). */
export interface OfferAnswer {
  decision: 'accept' | 'decline';
  firstName: string;
  reference: string;
  deadline: string;
  /** True once this request recorded the decision. */
  recorded: boolean;
}
