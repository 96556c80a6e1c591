// The admissions desk's API for applications (docs/desk.md): the list, one submission's detail,
// the first page's figures, and the changes staff make (move, assign, note, the family's link,
// deletion). The desk's server validates each request body with these schemas and types its
// answers by them; the desk's page (src/desk/api.ts) checks every answer against them. A message
// on a schema is the API's error code for that problem (422, which the desk words); a body that
// fails without one is a bad request (400).

import { z } from '../../config/zod';
import { allStages } from '../admissions/stages';
import { UUID } from './ids';

/** A note's length limit, and a move's. */
export const MAX_NOTE = 4000;
export const MAX_MOVE_NOTE = 2000;

const stage = z.enum(allStages);
const person = z.object({ id: z.string(), name: z.string() });

/** One row of the list: a case (one child of an application, or another kind of submission). */
export const listRowSchema = z.object({
  caseId: z.string(),
  submissionId: z.string(),
  applicantIndex: z.int(),
  reference: z.string(),
  kind: z.string(),
  receivedAt: z.iso.datetime(),
  childName: z.string(),
  parentName: z.string(),
  year: z.string().nullable(),
  stage,
  stageSince: z.iso.datetime(),
  /** While an offer waits for the family. */
  offerDeadline: z.iso.datetime().optional(),
  assignee: person.nullable(),
  duplicate: z.boolean(),
  filesMissing: z.boolean(),
  attention: z.boolean(),
});

/** GET /cases?<filters>: one page of the list and the total the filters select. */
export const listAnswerSchema = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  rows: z.array(listRowSchema),
});

/** A received file, with the SHA-256 checked on arrival. */
export const deskAttachmentSchema = z.object({
  attachmentId: z.string(),
  field: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.int(),
  sha256: z.string(),
  /** Null while the file has not arrived. */
  receivedAt: z.iso.datetime().nullable(),
});

/** An internal note (POST /submissions/:id/notes answers the one it stored). */
export const noteSchema = z.object({ id: z.string(), author: z.string(), at: z.iso.datetime(), body: z.string() });

/** One child's case in the detail, with what the signed-in role may move it to (`next`). */
export const caseDetailSchema = z.object({
  id: z.string(),
  applicantIndex: z.int(),
  childName: z.string(),
  dateOfBirth: z.string().nullable(),
  year: z.string().nullable(),
  stage,
  stageSince: z.iso.datetime(),
  assignee: person.nullable(),
  assessmentAt: z.iso.datetime().nullable(),
  offer: z.object({ id: z.string(), deadline: z.iso.datetime().nullable(), state: z.string().nullable() }).nullable(),
  history: z.array(
    z.object({
      at: z.iso.datetime(),
      actor: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      note: z.string(),
    }),
  ),
  duplicates: z.array(
    z.object({
      caseId: z.string(),
      submissionId: z.string(),
      reference: z.string(),
      childName: z.string(),
      stage: z.string(),
    }),
  ),
  next: z.array(stage),
});

/** GET /submissions/:id: every answer, the files, the cases, the notes and the family's link. */
export const detailAnswerSchema = z.object({
  submission: z.object({
    id: z.string(),
    reference: z.string(),
    kind: z.string(),
    locale: z.string(),
    receivedAt: z.iso.datetime(),
    status: z.string(),
    completedAt: z.iso.datetime().nullable(),
    schemaVersion: z.int(),
    data: z.record(z.string(), z.unknown()),
  }),
  attachments: z.array(deskAttachmentSchema),
  cases: z.array(caseDetailSchema),
  notes: z.array(noteSchema),
  statusLink: z.object({ live: z.boolean(), createdAt: z.iso.datetime() }).nullable(),
  /** Automatic e-mails held back by the limit per recipient: when, which, to how many addresses. */
  mailWithheld: z.array(z.object({ at: z.iso.datetime(), mail: z.string(), addresses: z.int() })),
  /** Administrators only: who did what with this submission, newest first. */
  audit: z
    .array(
      z.object({
        at: z.string(),
        actor: z.string(),
        action: z.string(),
        caseId: z.string().optional(),
        detail: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
});

/** GET /stats: the first page's figures (applications, per child, over the last 12 months). */
export const statsAnswerSchema = z.object({
  /** The school day the figures count from. */
  from: z.string(),
  thisYear: z.int(),
  stages: z.array(z.object({ stage, count: z.int() })),
  years: z.array(z.object({ year: z.string(), open: z.int(), accepted: z.int(), places: z.int().nullable() })),
  months: z.array(z.object({ month: z.int(), thisYear: z.int(), lastYear: z.int() })),
  /** Safe copies of families' drafts the server keeps: how many, and their sealed bytes. */
  safeCopies: z.object({ count: z.int(), bytes: z.int() }),
});

/** POST /cases/:id/move. */
export const moveRequestSchema = z.object({
  to: z.enum(allStages, { error: 'invalid' }),
  /** The stage the desk showed: a case moved meanwhile by someone else is a conflict. */
  expectedStage: z.enum(allStages, { error: 'invalid' }).optional(),
  note: z.string({ error: 'invalid' }).trim().max(MAX_MOVE_NOTE, 'too-long').default(''),
  /** assessment-booked: `2026-12-03T09:30` at the school. */
  assessmentAt: z.string({ error: 'assessment' }).optional(),
  /** offer-made: the last school day to answer, `2026-12-03` (DESK_OFFER_DAYS from today when left out). */
  deadline: z.string({ error: 'deadline' }).optional(),
});
export const moveAnswerSchema = z.object({
  stage,
  offer: z.object({ id: z.string(), deadline: z.iso.datetime() }).nullable(),
});

/** POST /cases/:id/assign: a colleague's id, or null for nobody. */
export const assignRequestSchema = z.object({
  staffId: z.string({ error: 'invalid' }).regex(UUID, 'invalid').nullable(),
});

/** POST /submissions/:id/notes. */
export const noteRequestSchema = z.object({
  body: z.string({ error: 'empty' }).trim().min(1, 'empty').max(MAX_NOTE, 'too-long'),
});

/** POST /submissions/:id/status-link: revoke the family's link, or renew it and e-mail the new one. */
export const statusLinkRequestSchema = z.object({ action: z.enum(['revoke', 'renew']) });

/** POST /submissions/:id/delete: the reference typed again. */
export const deleteRequestSchema = z.object({ confirm: z.string({ error: 'confirm' }) });

export type ListRow = z.infer<typeof listRowSchema>;
export type ListAnswer = z.infer<typeof listAnswerSchema>;
export type DeskAttachment = z.infer<typeof deskAttachmentSchema>;
export type Note = z.infer<typeof noteSchema>;
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export type DetailAnswer = z.infer<typeof detailAnswerSchema>;
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;
export type MoveAnswer = z.infer<typeof moveAnswerSchema>;
