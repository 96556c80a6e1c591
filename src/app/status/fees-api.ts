// The status page's money calls (docs/fees.md; types from src/shared/contracts/money.ts, types only):
// the family's choice of a term or the full year for one child, a numbered document as a PDF, and a
// bank slip, kept in the outbox as a file added to the application (checked and converted on the
// device as a form's file is, declared for the child's invoice, uploaded over tus, offline too).
// Tokens go in POST bodies, never in a URL.

import { enqueueLateFile } from '../../db';
import { loadApiSettings, requestOutboxFlush } from '../../outbox';
import type { FamilyFees, FeePlan, FeesRefusal, PlanRequest, SlipRequest } from '../../shared/contracts/money';

export type FeesFailure = FeesRefusal | 'network' | 'failed' | 'storage-full';
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

/**
 * Keeps a bank slip for child `child`'s invoice in the outbox (checked and converted on the device
 * as a form's file is) and asks for a flush: the outbox declares it and uploads it, now or once
 * the device is back online (src/db/late-files.ts).
 */
export async function sendSlip(token: string, child: number, invoice: string, picked: File): Promise<FeesResult<true>> {
  const result = await enqueueLateFile(
    picked,
    { path: '/status/fees/slip', names: [] },
    (file) => ({ token, child, invoice, file }) satisfies SlipRequest,
  );
  if (!result.ok)
    return {
      ok: false,
      reason:
        result.reason === 'too-large'
          ? 'file-size'
          : result.reason === 'wrong-type'
            ? 'file-type'
            : result.reason === 'storage-full'
              ? 'storage-full'
              : 'file-invalid',
    };
  void requestOutboxFlush();
  return { ok: true, value: true };
}
