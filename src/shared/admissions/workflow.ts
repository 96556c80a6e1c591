// The admissions state machine, written once: which stage may follow which, and who may make each
// move. The desk's server enforces it, the desk's page offers only what it allows, and the tests go
// through every pair of stages and every role.

import { stagesOf, type Stage, type Workflow } from './stages';

/** Staff roles; only the head of school makes offers, read-only staff change nothing. */
export const staffRoles = ['administrator', 'officer', 'head', 'readonly'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who moves a case: a member of staff (by role), the family (through a signed link) or the server. */
export type Actor = StaffRole | 'family' | 'system';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

const STAFF: readonly Actor[] = ['administrator', 'officer', 'head'];
const HEAD: readonly Actor[] = ['head'];
const SENIOR: readonly Actor[] = ['administrator', 'head'];
/** Staff record an answer the family gave another way (a phone call, a letter), or the family clicks. */
const FAMILY_OR_STAFF: readonly Actor[] = ['family', ...STAFF];

type Moves = Partial<Record<Stage, readonly Actor[]>>;

const SYSTEM: readonly Actor[] = ['system'];

const applicationMoves: Partial<Record<Stage, Moves>> = {
  received: {
    // Staff asked again for a document: nothing is processed until every document is in (§10.1).
    'waiting-for-documents': SYSTEM,
    'assessment-to-book': STAFF,
    'assessment-booked': STAFF,
    'under-review': STAFF,
    'waiting-list': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'waiting-for-documents': {
    received: SYSTEM, // the checklist is complete again
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  // The family books, moves and cancels its own slot (docs/assessment.md); staff do it for a
  // family who phones.
  'assessment-to-book': {
    'assessment-booked': FAMILY_OR_STAFF,
    'under-review': STAFF,
    'waiting-list': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'assessment-booked': {
    'assessment-to-book': FAMILY_OR_STAFF, // the slot cancelled: one to book again
    'assessment-booked': FAMILY_OR_STAFF, // moved to another date
    'under-review': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'under-review': {
    'assessment-to-book': STAFF, // a second assessment the family books
    'assessment-booked': STAFF, // a second assessment
    'offer-made': HEAD,
    'waiting-list': STAFF,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'waiting-list': {
    'under-review': STAFF,
    'offer-made': HEAD,
    'not-offered': STAFF,
    withdrawn: STAFF,
  },
  'offer-made': {
    'offer-made': HEAD, // a new offer (new deadline) replaces the old one and its links
    'offer-accepted': FAMILY_OR_STAFF,
    'offer-declined': FAMILY_OR_STAFF,
    'offer-expired': ['system'],
    withdrawn: STAFF,
  },
  'offer-expired': {
    'offer-made': HEAD,
    'waiting-list': STAFF,
    'not-offered': STAFF,
  },
  // Enrolled when every step is done (server/desk/enrolment): the server alone makes that move.
  'offer-accepted': { enrolled: SYSTEM, withdrawn: STAFF },
  enrolled: { withdrawn: STAFF },
  // Reopening a closed file is a senior decision.
  'offer-declined': { 'under-review': SENIOR },
  'not-offered': { 'under-review': SENIOR },
  withdrawn: { 'under-review': SENIOR },
};

const shortMoves: Partial<Record<Stage, Moves>> = {
  received: { 'in-progress': STAFF, closed: STAFF },
  'in-progress': { closed: STAFF },
  closed: { 'in-progress': STAFF },
};

function movesOf(workflow: Workflow): Partial<Record<Stage, Moves>> {
  return workflow === 'application' ? applicationMoves : shortMoves;
}

/** May `actor` move a case of `workflow` from `from` to `to`? */
export function canMove(workflow: Workflow, from: Stage, to: Stage, actor: Actor): boolean {
  return movesOf(workflow)[from]?.[to]?.includes(actor) ?? false;
}

/** Why a move is refused: not a move of this workflow at all, or not one this actor may make. */
export type MoveRefusal = 'not-allowed' | 'forbidden';

/** Checks a move: undefined when allowed. */
export function checkMove(workflow: Workflow, from: Stage, to: Stage, actor: Actor): MoveRefusal | undefined {
  const who = movesOf(workflow)[from]?.[to];
  if (!who) return 'not-allowed';
  return who.includes(actor) ? undefined : 'forbidden';
}

/** The stages `actor` may move a case to from `from`, in the workflow's order. */
export function nextStages(workflow: Workflow, from: Stage, actor: Actor): Stage[] {
  return stagesOf(workflow).filter((to) => canMove(workflow, from, to, actor));
}
