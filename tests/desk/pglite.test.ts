// @vitest-environment node
// The desk's suites on the embedded database (PGlite): the journey, the refusals and data
// protection share one database; the list and its figures have one of their own (they count), and
// so do the e-mail limits (they count e-mails).

import { describe } from 'vitest';
import { openPglite, type OpenDatabase } from '../support/test-database';
import { useHarness } from './harness';
import { assessmentSuite } from './suite-assessment';
import { assessmentRaceSuite } from './suite-assessment-race';
import { assessmentReleaseSuite } from './suite-assessment-release';
import { assessmentContractsSuite } from './suite-assessment-contracts';
import { waitlistSuite } from './suite-waitlist';
import { referencesSuite } from './suite-references';
import { contractsSuite } from './suite-contracts';
import { deletionSuite } from './suite-deletion';
import { documentsSuite } from './suite-documents';
import { enrolmentSuite } from './suite-enrolment';
import { guardsSuite } from './suite-guards';
import { journeySuite } from './suite-journey';
import { listSuite } from './suite-list';
import { mailLimitSuite } from './suite-mail-limit';
import { moneySuite } from './suite-money';
import { privacySuite } from './suite-privacy';
import { revocationSuite } from './suite-revocation';

const open: OpenDatabase = () => openPglite('desk-pglite-');

describe('the desk on PGlite', () => {
  const harness = useHarness(open, 0);
  journeySuite(harness);
  guardsSuite(harness);
  privacySuite(harness);
  revocationSuite(harness);
  deletionSuite(harness);
  contractsSuite(harness);
  documentsSuite(harness);
  enrolmentSuite(harness);
});

describe('the desk’s list on PGlite', () => {
  listSuite(useHarness(open, 0, { DESK_PLACES: 'y2=10,y5=8' }));
});

describe('the desk’s e-mail limits on PGlite', () => {
  mailLimitSuite(useHarness(open, 0, {}, { mailPerRecipient: 3 }));
});

describe('the desk’s money on PGlite', () => {
  moneySuite(useHarness(open, 0));
});

describe('assessment slots, the waiting list and references on PGlite', () => {
  const harness = useHarness(open, 0);
  assessmentSuite(harness);
  assessmentRaceSuite(harness);
  assessmentReleaseSuite(harness);
  assessmentContractsSuite(harness);
  waitlistSuite(harness);
  referencesSuite(harness);
});
