// Every call of the desk to its API, in one place: the method, the path, the request body's
// contract and the answer's (src/shared/contracts/desk-*.ts, the same schemas the server validates
// with). Components call these (`api.cases.move(id, body)`), never a path: a lint rule refuses a
// desk path or a fetch anywhere else in src/desk (docs/architecture.md).

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import * as slots from '../shared/contracts/desk-assessment';
import * as cases from '../shared/contracts/desk-cases';
import * as enrolment from '../shared/contracts/desk-enrolment';
import * as money from '../shared/contracts/desk-money';
import * as waitlist from '../shared/contracts/desk-waitlist';
import * as refs from '../shared/contracts/references';
import * as people from '../shared/contracts/desk-staff';
import { call, DESK_API } from './api-client';

export { DeskError, setCsrfToken, whenSignedOut } from './api-client';

/** What a request sends: its contract's input. */
type Body<Schema extends z.ZodType> = z.input<Schema>;

/** A WebAuthn answer's body: the contract's, with the browser's library's answer as it made it. */
type WithResponse<Schema extends z.ZodType, Response> = Omit<Body<Schema>, 'response'> & { response: Response };

const at = (id: string) => encodeURIComponent(id);

/**
 * A WebAuthn ceremony's options: the contract checks their frame, and the browser's library takes
 * them as the server's library made them.
 */
async function ceremony<Options>(path: string, body: object = {}): Promise<{ challengeId: string; options: Options }> {
  const { challengeId, options } = await call('POST', path, people.passkeyOptionsAnswerSchema, body);
  return { challengeId, options: options as Options };
}

export const api = {
  session: {
    state: () => call('GET', '/session', people.sessionStateSchema),
    signOut: () => call('POST', '/auth/sign-out', undefined, {}),
  },
  signIn: {
    password: (body: Body<typeof people.passwordSignInSchema>) =>
      call('POST', '/auth/password', people.passwordSignInAnswerSchema, body),
    totp: (body: Body<typeof people.totpSignInSchema>) => call('POST', '/auth/totp', people.sessionAnswerSchema, body),
    passkeyOptions: () => ceremony<PublicKeyCredentialRequestOptionsJSON>('/auth/passkey/options'),
    passkey: (body: WithResponse<typeof people.passkeyVerifySchema, AuthenticationResponseJSON>) =>
      call('POST', '/auth/passkey/verify', people.sessionAnswerSchema, body),
  },
  enrol: {
    open: (body: Body<typeof people.enrolOpenSchema>) =>
      call('POST', '/enrol/open', people.enrolOpenAnswerSchema, body),
    password: (body: Body<typeof people.enrolPasswordSchema>) =>
      call('POST', '/enrol/password', people.sessionAnswerSchema, body),
    passkeyOptions: (body: Body<typeof people.enrolOpenSchema>) =>
      ceremony<PublicKeyCredentialCreationOptionsJSON>('/enrol/passkey/options', body),
    passkey: (body: WithResponse<typeof people.enrolPasskeyVerifySchema, RegistrationResponseJSON>) =>
      call('POST', '/enrol/passkey/verify', people.sessionAnswerSchema, body),
  },
  account: {
    passkeys: () => call('GET', '/account/passkeys', people.accountPasskeysAnswerSchema),
    passkeyOptions: () => ceremony<PublicKeyCredentialCreationOptionsJSON>('/account/passkeys/options'),
    addPasskey: (body: WithResponse<typeof people.passkeyVerifySchema, RegistrationResponseJSON>) =>
      call('POST', '/account/passkeys/verify', undefined, body),
    removePasskey: (id: string) => call('DELETE', `/account/passkeys/${at(id)}`),
  },
  staff: {
    list: () => call('GET', '/staff', people.staffListAnswerSchema),
    colleagues: () => call('GET', '/colleagues', people.colleaguesAnswerSchema),
    add: (body: Body<typeof people.addStaffSchema>) => call('POST', '/staff', people.addStaffAnswerSchema, body),
    setRole: (id: string, body: Body<typeof people.staffRoleSchema>) =>
      call('POST', `/staff/${at(id)}/role`, people.staffRoleAnswerSchema, body),
    reset: (id: string) => call('POST', `/staff/${at(id)}/reset`, people.staffResetAnswerSchema, {}),
    remove: (id: string) => call('DELETE', `/staff/${at(id)}`),
  },
  cases: {
    /** One page of the list; `query` is the list's address (filters, sort, page). */
    list: (query: URLSearchParams) => call('GET', `/cases?${query}`, cases.listAnswerSchema),
    /** The CSV of every case the filters select (a download link, not a call). */
    exportUrl: (query: URLSearchParams) => `${DESK_API}/cases/export?${query}`,
    move: (id: string, body: Body<typeof cases.moveRequestSchema>) =>
      call('POST', `/cases/${at(id)}/move`, cases.moveAnswerSchema, body),
    assign: (id: string, body: Body<typeof cases.assignRequestSchema>) =>
      call('POST', `/cases/${at(id)}/assign`, undefined, body),
  },
  enrolment: {
    get: (caseId: string) => call('GET', `/cases/${at(caseId)}/enrolment`, enrolment.deskEnrolmentSchema),
    review: (caseId: string, body: Body<typeof enrolment.reviewRequestSchema>) =>
      call('POST', `/cases/${at(caseId)}/documents`, enrolment.deskEnrolmentSchema, body),
    setStart: (caseId: string, body: Body<typeof enrolment.startDateRequestSchema>) =>
      call('POST', `/cases/${at(caseId)}/start-date`, enrolment.deskEnrolmentSchema, body),
    /** The OneRoster 1.1 bundle (zip) of every enrolled student (a download link, not a call). */
    oneRosterUrl: () => `${DESK_API}/cases/oneroster`,
  },
  submissions: {
    detail: (id: string) => call('GET', `/submissions/${at(id)}`, cases.detailAnswerSchema),
    addNote: (id: string, body: Body<typeof cases.noteRequestSchema>) =>
      call('POST', `/submissions/${at(id)}/notes`, cases.noteSchema, body),
    statusLink: (id: string, body: Body<typeof cases.statusLinkRequestSchema>) =>
      call('POST', `/submissions/${at(id)}/status-link`, undefined, body),
    remove: (id: string, body: Body<typeof cases.deleteRequestSchema>) =>
      call('POST', `/submissions/${at(id)}/delete`, undefined, body),
    /** A received file, to show in a frame (images and PDFs) or to download (links, not calls). */
    fileUrl: (id: string, attachmentId: string, use: 'preview' | 'download') =>
      `${DESK_API}/submissions/${at(id)}/files/${at(attachmentId)}/${use}`,
  },
  stats: {
    get: () => call('GET', '/stats', cases.statsAnswerSchema),
    money: () => call('GET', '/money/stats/money', money.moneyStatsSchema),
  },
  money: {
    /** A case's fees: what would be issued now, the issued documents, the slips and payments. */
    fees: (caseId: string) => call('GET', `/money/cases/${at(caseId)}/fees`, money.caseFeesAnswerSchema),
    issue: (caseId: string, body: Body<typeof money.issueRequestSchema>) =>
      call('POST', `/money/cases/${at(caseId)}/invoices`, money.caseFeesAnswerSchema, body),
    creditNote: (invoiceId: string, body: Body<typeof money.creditNoteRequestSchema>) =>
      call('POST', `/money/invoices/${at(invoiceId)}/credit-note`, money.caseFeesAnswerSchema, body),
    confirmSlip: (slipId: string, body: Body<typeof money.confirmSlipRequestSchema>) =>
      call('POST', `/money/slips/${at(slipId)}/confirm`, money.caseFeesAnswerSchema, body),
    declineSlip: (slipId: string, body: Body<typeof money.declineSlipRequestSchema>) =>
      call('POST', `/money/slips/${at(slipId)}/decline`, undefined, body),
    /** A numbered document's PDF (a download link, not a call). */
    documentUrl: (number: string) => `${DESK_API}/money/documents/${at(number)}.pdf`,
  },
  assessment: {
    /** The slots of `days` days from `from` (YYYY-MM-DD), with who holds them, and the blocked days. */
    slots: (from: string, days: number) =>
      call('GET', `/assessment/slots?from=${at(from)}&days=${days}`, slots.slotsAnswerSchema),
    publish: (body: Body<typeof slots.publishSlotsRequestSchema>) =>
      call('POST', '/assessment/slots', slots.publishAnswerSchema, body),
    withdraw: (id: string) => call('DELETE', `/assessment/slots/${at(id)}`),
    block: (body: Body<typeof slots.blockDayRequestSchema>) => call('POST', '/assessment/blocked', undefined, body),
    unblock: (day: string) => call('DELETE', `/assessment/blocked/${at(day)}`),
    /** The cases waiting for an assessment or holding one, to book for a family who phones. */
    cases: () => call('GET', '/assessment/cases', slots.bookableAnswerSchema),
    book: (body: Body<typeof slots.staffBookRequestSchema>) =>
      call('POST', '/assessment/book', slots.staffBookAnswerSchema, body),
    cancel: (body: Body<typeof slots.staffCancelRequestSchema>) =>
      call('POST', '/assessment/cancel', slots.staffBookAnswerSchema, body),
  },
  waitlist: {
    get: () => call('GET', '/waitlist', waitlist.waitlistAnswerSchema),
    reorder: (body: Body<typeof waitlist.reorderRequestSchema>) =>
      call('POST', '/waitlist/reorder', waitlist.reorderAnswerSchema, body),
  },
  references: {
    get: (caseId: string) => call('GET', `/references/case/${at(caseId)}`, refs.referencesAnswerSchema),
    request: (caseId: string, body: Body<typeof refs.referenceRequestSchema>) =>
      call('POST', `/references/case/${at(caseId)}`, refs.referenceSchema, body),
  },
  /** The teacher's side: no session, the link's token is the credential. */
  reference: {
    open: (body: Body<typeof refs.referenceOpenSchema>) =>
      call('POST', '/reference/open', refs.referenceOpenAnswerSchema, body),
    answer: (body: Body<typeof refs.referenceAnswerRequestSchema>) =>
      call('POST', '/reference/answer', undefined, body),
  },
};
