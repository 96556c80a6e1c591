// The status page's money calls (docs/fees.md; types from src/shared/contracts/money.ts, types only):
// the family's choice of a term or the full year for one child, a numbered document as a PDF, and a
// bank slip: checked and converted as a form's file is (type, size, HEIC to JPEG), declared for the
// child's invoice, then its bytes sent over the intake's tus endpoint as a file added to the
// application. Tokens go in POST bodies, never in a URL.

import { loadApiSettings } from '../../outbox';
import type {
  FamilyFees,
  FeePlan,
  FeesRefusal,
  PlanRequest,
  SlipAnswer,
  SlipRequest,
} from '../../shared/contracts/money';
import { prepareFile } from '../../shared/files/prepare-file';
import { sha256Hex } from '../../shared/files/sha256';

export type FeesFailure = FeesRefusal | 'network' | 'failed';
export type FeesResult<T> = { ok: true; value: T } | { ok: false; reason: FeesFailure };

const KNOWN: readonly string[] = ['plan-closed', 'no-fees', 'not-found', 'file-type', 'file-size', 'file-invalid'];

async function apiCall(path: string, init: RequestInit): Promise<Response | 'network'> {
  const api = await loadApiSettings();
  try {
    return await fetch(`${api.base}${api.prefix}${path}`, {
      ...init,
      cache: 'no-store',
      headers: { ...(api.token ? { Authorization: `Bearer ${api.token}` } : {}), ...init.headers },
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return 'network';
  }
}

const postJson = (path: string, body: unknown) =>
  apiCall(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function refusalOf(response: Response | 'network'): Promise<FeesFailure> {
  if (response === 'network') return 'network';
  const error = ((await response.json().catch(() => undefined)) as { error?: string } | undefined)?.error ?? '';
  return KNOWN.includes(error) ? (error as FeesRefusal) : 'failed';
}

/** Chooses the first term or the full year for child `child`; answers the child's fees as they now are. */
export async function choosePlan(token: string, child: number, plan: FeePlan): Promise<FeesResult<FamilyFees>> {
  const response = await postJson('/status/fees/plan', { token, child, plan } satisfies PlanRequest);
  if (response !== 'network' && response.ok) return { ok: true, value: (await response.json()) as FamilyFees };
  return { ok: false, reason: await refusalOf(response) };
}

/** A numbered document (`INV-…`, `CN-…`, `RC-…`) as a PDF. */
export async function fetchDocument(token: string, number: string): Promise<FeesResult<Blob>> {
  const response = await postJson('/status/fees/document', { token, number });
  if (response !== 'network' && response.ok) return { ok: true, value: await response.blob() };
  return { ok: false, reason: await refusalOf(response) };
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** Sends the bytes of a declared file over tus (one creation, then the bytes in one PATCH). */
async function sendBytes(
  submissionId: string,
  file: SlipRequest['file'],
  blob: Blob,
): Promise<FeesFailure | undefined> {
  const metadata = [
    ['submissionId', submissionId],
    ['attachmentId', file.id],
    ['sha256', file.sha256],
    ['filename', file.name],
    ['filetype', file.type],
  ]
    .map(([key, value]) => `${key} ${base64(value!)}`)
    .join(',');
  const tus = { 'Tus-Resumable': '1.0.0' };
  const created = await apiCall('/uploads', {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(file.size), 'Upload-Metadata': metadata },
  });
  if (created === 'network') return 'network';
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) return created.status === 415 ? 'file-type' : 'failed';
  const api = await loadApiSettings();
  const url = /^[a-z]+:/i.test(location) ? location : new URL(location, new URL(api.base, window.location.href)).href;
  const sent = await fetch(url, {
    method: 'PATCH',
    headers: {
      ...tus,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      ...(api.token ? { Authorization: `Bearer ${api.token}` } : {}),
    },
    body: blob,
  }).catch(() => 'network' as const);
  if (sent === 'network') return 'network';
  if (sent.status === 415) return 'file-type';
  return sent.ok ? undefined : 'file-invalid';
}

/** Checks, declares and sends a bank slip for child `child`'s invoice `invoice`. */
export async function sendSlip(token: string, child: number, invoice: string, picked: File): Promise<FeesResult<true>> {
  const prepared = await prepareFile(picked);
  if (!prepared.ok)
    return {
      ok: false,
      reason:
        prepared.reason === 'too-large' ? 'file-size' : prepared.reason === 'wrong-type' ? 'file-type' : 'file-invalid',
    };
  const file = {
    id: crypto.randomUUID(),
    name: prepared.name,
    type: prepared.type,
    size: prepared.blob.size,
    sha256: await sha256Hex(prepared.blob),
  };
  const declared = await postJson('/status/fees/slip', { token, child, invoice, file } satisfies SlipRequest);
  if (declared === 'network' || !declared.ok) return { ok: false, reason: await refusalOf(declared) };
  const { submissionId } = (await declared.json()) as SlipAnswer;
  const problem = await sendBytes(submissionId, file, prepared.blob);
  return problem ? { ok: false, reason: problem } : { ok: true, value: true };
}
