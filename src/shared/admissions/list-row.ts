// One row of the admissions desk's list, as the server builds it (server/desk/queries/list.ts)
// and the desk's page shows it (src/desk/list): a case, with what needs the staff's eye.

import type { Stage } from './stages';

/** A case: one child of an application, or another kind of submission. */
export interface ListRow {
  caseId: string;
  submissionId: string;
  applicantIndex: number;
  reference: string;
  kind: string;
  receivedAt: string;
  childName: string;
  parentName: string;
  year: string | null;
  stage: Stage;
  stageSince: string;
  offerDeadline?: string;
  assignee: { id: string; name: string } | null;
  duplicate: boolean;
  filesMissing: boolean;
  attention: boolean;
}
