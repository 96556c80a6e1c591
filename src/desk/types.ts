// What the desk's API answers, as the page reads it (server/desk/http builds these).

import type { ListRow } from '../shared/admissions/list-row';
import type { Stage } from '../shared/admissions/stages';
import type { StaffRole } from '../shared/admissions/workflow';

export interface StaffSummary {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface SessionAnswer {
  staff: StaffSummary;
  csrfToken: string;
  warnings: { noSecret: boolean; noMail: boolean };
}

export type { ListRow };

export interface ListAnswer {
  total: number;
  page: number;
  pageSize: number;
  rows: ListRow[];
}

export interface CaseDetail {
  id: string;
  applicantIndex: number;
  childName: string;
  dateOfBirth: string | null;
  year: string | null;
  stage: Stage;
  stageSince: string;
  assignee: { id: string; name: string } | null;
  assessmentAt: string | null;
  offer: { id: string; deadline: string | null; state: string | null } | null;
  history: { at: string; actor: string; from: string | null; to: string; note: string }[];
  duplicates: { caseId: string; submissionId: string; reference: string; childName: string; stage: string }[];
  next: Stage[];
}

export interface Attachment {
  attachmentId: string;
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  receivedAt: string | null;
}

export interface Note {
  id: string;
  author: string;
  at: string;
  body: string;
}

export interface DetailAnswer {
  submission: {
    id: string;
    reference: string;
    kind: string;
    locale: string;
    receivedAt: string;
    status: string;
    completedAt: string | null;
    schemaVersion: number;
    data: Record<string, unknown>;
  };
  attachments: Attachment[];
  cases: CaseDetail[];
  notes: Note[];
  statusLink: { live: boolean; createdAt: string } | null;
  /** Automatic e-mails held back by the limit per recipient: when, which, to how many addresses. */
  mailWithheld: { at: string; mail: string; addresses: number }[];
  audit?: { at: string; actor: string; action: string; caseId?: string; detail: Record<string, unknown> }[];
}

export interface StatsAnswer {
  from: string;
  thisYear: number;
  stages: { stage: Stage; count: number }[];
  years: { year: string; open: number; accepted: number; places: number | null }[];
  months: { month: number; thisYear: number; lastYear: number }[];
}
