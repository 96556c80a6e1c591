// The stages an admissions case goes through (the brief's process: application, its documents,
// assessment, review, offer from the Head of School with a deadline, enrolment once the offer is
// accepted and its steps are done), and the short workflow of the other kinds of submission.
// Pure data shared by the desk, its server and the family's status page.

import type { FormKind } from '../records';

/** An application's stages, per child (each applicant of an application is a case of its own). */
export const applicationStages = [
  'received',
  'waiting-for-documents',
  // The family books its own slot on its status page (docs/assessment.md).
  'assessment-to-book',
  'assessment-booked',
  'under-review',
  'offer-made',
  'offer-accepted',
  'enrolled',
  'offer-declined',
  'offer-expired',
  'waiting-list',
  'withdrawn',
  'not-offered',
] as const;

/** The stages of a scholarship request, a contact request or a bus registration. */
export const shortStages = ['received', 'in-progress', 'closed'] as const;

export type ApplicationStage = (typeof applicationStages)[number];
export type ShortStage = (typeof shortStages)[number];
export type Stage = ApplicationStage | ShortStage;

export const allStages: readonly Stage[] = [...applicationStages, 'in-progress', 'closed'];

export type Workflow = 'application' | 'short';

/** Which workflow a kind of submission follows. */
export function workflowOf(kind: FormKind | string): Workflow {
  return kind === 'application' ? 'application' : 'short';
}

/** The stages of a workflow, in the order the desk lists them. */
export function stagesOf(workflow: Workflow): readonly Stage[] {
  return workflow === 'application' ? applicationStages : shortStages;
}

/**
 * Stages after which nothing more is expected: the case has ended (retention counts from then).
 * An accepted offer is still open: the enrolment's steps follow it (docs/enrolment.md).
 */
export const endedStages: ReadonlySet<Stage> = new Set<Stage>([
  'enrolled',
  'offer-declined',
  'offer-expired',
  'withdrawn',
  'not-offered',
  'closed',
]);

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (allStages as readonly string[]).includes(value);
}

/** The years the school admits, Foundation 1 to Year 12, in order. */
export const admissionYears = [
  'f1',
  'f2',
  'f3',
  'y1',
  'y2',
  'y3',
  'y4',
  'y5',
  'y6',
  'y7',
  'y8',
  'y9',
  'y10',
  'y11',
  'y12',
] as const;
export type AdmissionYear = (typeof admissionYears)[number];
