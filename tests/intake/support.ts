// Helpers of the intake tests: valid form data, submissions, small real files (PDF, PNG) and the
// tus requests a client makes.

import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { IntakeConfig } from '../../server/intake/config';
import type { Logger } from '../../server/intake/log';
import { tusMetadata } from '../support/tus-http';

export const quietLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function testConfig(dir: string, overrides: Partial<IntakeConfig> = {}): IntakeConfig {
  return {
    databaseUrl: '',
    pgliteDir: `${dir}/db`,
    filesDir: `${dir}/files`,
    s3: undefined,
    maxBodyBytes: 1024 * 1024,
    maxFileBytes: 10 * 1024 * 1024,
    maxParcelBytes: 1024 * 1024,
    parcelTtlMs: 7 * 24 * 60 * 60 * 1000,
    parcelClientCount: 0,
    parcelClientBytes: 0,
    parcelTotalBytes: 0,
    copyFileBytes: 100 * 1024 * 1024,
    copyChangeBytes: 4 * 1024 * 1024,
    copyClientCount: 0,
    copyClientBytes: 0,
    copyTotalBytes: 0,
    copyIdleDays: 120,
    staffPin: '',
    sharedIdleMinutes: 10,
    sharedWarnSeconds: 60,
    rateLimit: 0,
    corsOrigins: [],
    apiToken: '',
    exportTokens: [],
    trustProxy: false,
    smtpUrl: '',
    admissionsEmail: '',
    mailPerRecipient: 0,
    robotCheck: 'dev',
    recaptchaSecret: '',
    logLevel: 'silent',
    shutdownGraceMs: 5000,
    ...overrides,
  };
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of exactly `size` bytes (header, then filler). */
export function pdfBytes(size: number, fill = 0x41): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

/** A PNG signature followed by filler. */
export function pngBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

export const contactData = (message = 'We would like to visit the school.') => ({
  fullName: 'Anna Smith',
  email: 'anna@example.com',
  mobile: '+66 81 234 5678',
  purpose: 'admissions',
  message,
});

export const contactAppData = () => ({
  parentName: 'Somchai Jaidee',
  studentName: 'Ploy Jaidee',
  email: 'somchai@example.com',
  mobile: '081 234 5678',
  yearGroup: 'y3',
  language: 'th',
});

export interface FileSpec {
  field: string;
  bytes: Uint8Array;
  type?: string;
  /** Declare this hash instead of the bytes' own. */
  sha256?: string;
  name?: string;
}

export function attachmentOf(spec: FileSpec) {
  return {
    id: crypto.randomUUID(),
    field: spec.field,
    name: spec.name ?? 'document.pdf',
    type: spec.type ?? 'application/pdf',
    size: spec.bytes.byteLength,
    sha256: spec.sha256 ?? sha256(spec.bytes),
  };
}

/** A scholarship application (new student) with its files: the transcript, maybe the awards. */
export function scholarshipSubmission(files: FileSpec[]) {
  const attachments = files.map(attachmentOf);
  const idOf = (field: string) => attachments.find((a) => a.field === field)?.id ?? '';
  return {
    id: crypto.randomUUID(),
    kind: 'scholarship-external',
    schemaVersion: 1,
    locale: 'th',
    data: {
      student: {
        applicantType: 'new',
        firstName: 'Ploy',
        familyName: 'Jaidee',
        middleName: '',
        nickname: 'Ploy',
        studentEmail: 'ploy@example.com',
        yearGroup: 'primary',
        year: 'y3',
        currentSchool: 'Samui Primary',
      },
      attachments: {
        transcript: idOf('attachments.transcript'),
        awards: idOf('attachments.awards'),
        portfolio: idOf('attachments.portfolio'),
      },
    },
    attachments,
  };
}

export function submission(kind: string, data: unknown, extra: Record<string, unknown> = {}) {
  return { id: crypto.randomUUID(), kind, schemaVersion: 1, locale: 'en', data, attachments: [], ...extra };
}

export function post(app: Hono, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/submissions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const TUS = { 'Tus-Resumable': '1.0.0' };

export async function createUpload(
  app: Hono,
  submissionId: string,
  attachment: { id: string; sha256: string; name: string; type: string },
  length: number,
  headers: Record<string, string> = {},
) {
  return app.request('/api/uploads', {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(length),
      'Upload-Metadata': tusMetadata(submissionId, attachment),
      ...headers,
    },
  });
}

export function patch(
  app: Hono,
  location: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return app.request(location, {
    method: 'PATCH',
    headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

export function head(app: Hono, location: string, headers: Record<string, string> = {}) {
  return app.request(location, { method: 'HEAD', headers: { ...TUS, ...headers } });
}

/** Creates the upload and sends all its bytes in one PATCH; returns the last answer. */
export async function upload(
  app: Hono,
  submissionId: string,
  attachment: { id: string; sha256: string; name: string; type: string },
  bytes: Uint8Array,
  headers: Record<string, string> = {},
) {
  const created = await createUpload(app, submissionId, attachment, bytes.byteLength, headers);
  if (created.status !== 201) return created;
  return patch(app, created.headers.get('location') ?? '', 0, bytes, headers);
}

/** A request body that delivers `bytes` up to `cutAt`, then fails like a dropped connection. */
export function cutStream(bytes: Uint8Array, cutAt: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= cutAt) return controller.error(new Error('connection reset'));
      const end = Math.min(sent + chunk, cutAt);
      controller.enqueue(bytes.slice(sent, end));
      sent = end;
    },
  });
}
