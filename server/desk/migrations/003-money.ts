// The desk's money (docs/fees.md): the family's choice of plan per case, invoices, credit notes and
// receipts numbered per school year from a counter row (updated in the issuing transaction, so a
// number is never skipped: a sequence would leave gaps on a rollback), bank slips, payments (with
// a method column: transfers today, cards later) and the reminders sent. Issued documents and
// confirmed payments never change: the database itself refuses UPDATE, DELETE and TRUNCATE on
// them, as on the audit log; a correction is a credit note.

import { runStatements, type Migration } from '../../sql/migrate';
import type { DeskMigrationContext } from './context';

/** Tables whose rows, once written, stay as written. */
export const APPEND_ONLY = ['desk_invoices', 'desk_credit_notes', 'desk_receipts', 'desk_payments'] as const;

const appendOnly = (table: string) => [
  `CREATE OR REPLACE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table}
    FOR EACH ROW EXECUTE FUNCTION desk_money_append_only()`,
  `CREATE OR REPLACE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION desk_money_append_only()`,
];

const STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS desk_money_counters (
    series text NOT NULL CHECK (series IN ('INV', 'CN', 'RC')),
    school_year integer NOT NULL,
    last integer NOT NULL,
    PRIMARY KEY (series, school_year)
  )`,
  `CREATE TABLE IF NOT EXISTS desk_fee_plans (
    case_id uuid PRIMARY KEY REFERENCES desk_cases (id) ON DELETE CASCADE,
    plan text NOT NULL CHECK (plan IN ('term', 'year')),
    chosen_at timestamptz NOT NULL,
    chosen_by text NOT NULL
  )`,
  // What an invoice prints is kept in its row (names, lines, references): it outlives the case.
  `CREATE TABLE IF NOT EXISTS desk_invoices (
    id uuid PRIMARY KEY,
    number text NOT NULL UNIQUE,
    school_year integer NOT NULL,
    seq integer NOT NULL,
    case_id uuid NOT NULL,
    submission_id uuid NOT NULL,
    reference text NOT NULL,
    applicant_index integer NOT NULL,
    locale text NOT NULL,
    student_name text NOT NULL,
    bill_to text NOT NULL,
    year text NOT NULL,
    plan text NOT NULL CHECK (plan IN ('term', 'year')),
    lines jsonb NOT NULL,
    total bigint NOT NULL CHECK (total >= 0),
    due_on date NOT NULL,
    ref1 text NOT NULL,
    ref2 text NOT NULL,
    issued_at timestamptz NOT NULL,
    issued_by uuid,
    issued_by_name text NOT NULL,
    UNIQUE (school_year, seq)
  )`,
  'CREATE INDEX IF NOT EXISTS desk_invoices_case ON desk_invoices (case_id, issued_at)',
  'CREATE INDEX IF NOT EXISTS desk_invoices_due ON desk_invoices (due_on)',
  `CREATE TABLE IF NOT EXISTS desk_credit_notes (
    id uuid PRIMARY KEY,
    number text NOT NULL UNIQUE,
    school_year integer NOT NULL,
    seq integer NOT NULL,
    invoice_id uuid NOT NULL UNIQUE REFERENCES desk_invoices (id),
    amount bigint NOT NULL,
    reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
    issued_at timestamptz NOT NULL,
    issued_by uuid,
    issued_by_name text NOT NULL,
    UNIQUE (school_year, seq)
  )`,
  `CREATE TABLE IF NOT EXISTS desk_receipts (
    id uuid PRIMARY KEY,
    number text NOT NULL UNIQUE,
    school_year integer NOT NULL,
    seq integer NOT NULL,
    invoice_id uuid NOT NULL UNIQUE REFERENCES desk_invoices (id),
    amount bigint NOT NULL,
    issued_at timestamptz NOT NULL,
    UNIQUE (school_year, seq)
  )`,
  // A slip is a file added to the application (the intake's late files); its QR code, when read,
  // names the sending bank and the transfer's reference.
  `CREATE TABLE IF NOT EXISTS desk_slips (
    id uuid PRIMARY KEY,
    submission_id uuid NOT NULL,
    attachment_id text NOT NULL,
    case_id uuid,
    invoice_number text NOT NULL,
    received_at timestamptz NOT NULL,
    sha256 text,
    bank text,
    transaction_ref text,
    read_at timestamptz,
    arrived_at timestamptz,
    state text NOT NULL CHECK (state IN ('received', 'confirmed', 'declined')),
    reason text,
    decided_at timestamptz,
    decided_by uuid,
    UNIQUE (submission_id, attachment_id)
  )`,
  'CREATE INDEX IF NOT EXISTS desk_slips_case ON desk_slips (case_id, received_at)',
  'CREATE INDEX IF NOT EXISTS desk_slips_transaction ON desk_slips (transaction_ref) WHERE transaction_ref IS NOT NULL',
  'CREATE INDEX IF NOT EXISTS desk_slips_sha256 ON desk_slips (sha256) WHERE sha256 IS NOT NULL',
  `CREATE TABLE IF NOT EXISTS desk_payments (
    id uuid PRIMARY KEY,
    case_id uuid NOT NULL,
    invoice_id uuid NOT NULL REFERENCES desk_invoices (id),
    method text NOT NULL CHECK (method IN ('transfer', 'promptpay', 'card', 'cash')),
    amount bigint NOT NULL CHECK (amount > 0),
    received_on date NOT NULL,
    slip_id uuid UNIQUE REFERENCES desk_slips (id),
    transaction_ref text UNIQUE,
    confirmed_at timestamptz NOT NULL,
    confirmed_by uuid,
    confirmed_by_name text NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS desk_payments_case ON desk_payments (case_id, confirmed_at)',
  `CREATE TABLE IF NOT EXISTS desk_fee_reminders (
    invoice_id uuid NOT NULL REFERENCES desk_invoices (id),
    kind text NOT NULL CHECK (kind IN ('before-due', 'overdue')),
    sent_at timestamptz NOT NULL,
    PRIMARY KEY (invoice_id, kind)
  )`,
  `CREATE OR REPLACE FUNCTION desk_money_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
  END
  $$`,
  ...APPEND_ONLY.flatMap(appendOnly),
];

export const money: Migration<DeskMigrationContext> = {
  version: '003-money',
  async up({ tx }) {
    await runStatements(tx, STATEMENTS);
  },
};
