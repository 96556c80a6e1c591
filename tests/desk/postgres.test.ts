// @vitest-environment node
// The desk's suites on a real PostgreSQL (a throwaway Debian PostgreSQL 15 cluster on a Unix
// socket: tests/support/postgres-cluster.ts), each describe on a database of its own: the same
// tests as on PGlite, including the audit log's refusal of UPDATE, DELETE and TRUNCATE. The first
// keeps the files in S3-compatible storage (tests/support/s3-emulator.ts), as several instances
// would: previews, downloads, deletion and retention go through it.

import { describe } from 'vitest';
import { usePostgres } from '../support/test-database';
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

const postgres = usePostgres({ s3: true }, 'desk');
const open = (files: 'disk' | 's3') => () => postgres.open({ files });

describe('the desk on PostgreSQL, files in S3', () => {
  const harness = useHarness(open('s3'), 0);
  journeySuite(harness);
  guardsSuite(harness);
  privacySuite(harness);
  revocationSuite(harness);
  deletionSuite(harness);
  contractsSuite(harness);
  documentsSuite(harness);
  enrolmentSuite(harness);
});

describe('the desk’s list on PostgreSQL', () => {
  listSuite(useHarness(open('disk'), 0, { DESK_PLACES: 'y2=10,y5=8' }));
});

describe('the desk’s e-mail limits on PostgreSQL', () => {
  mailLimitSuite(useHarness(open('disk'), 0, {}, { mailPerRecipient: 3 }));
});

describe('the desk’s money on PostgreSQL', () => {
  moneySuite(useHarness(open('disk'), 0));
});

describe('assessment slots, the waiting list and references on PostgreSQL', () => {
  const harness = useHarness(open('disk'), 0);
  assessmentSuite(harness);
  assessmentRaceSuite(harness);
  assessmentReleaseSuite(harness);
  assessmentContractsSuite(harness);
  waitlistSuite(harness);
  referencesSuite(harness);
});
