// The status page's calls for the enrolment (docs/enrolment.md): the first school day, the
// contract to read and its signature, on the families' API with the same base, prefix and token
// as the outbox, typed by the shared contract (types only). A file the family adds goes through
// the outbox instead (src/db/late-files.ts), so it also leaves a device that is offline.

import { loadApiSettings } from '../../outbox';
import type {
  ContractAnswer,
  ContractRequest,
  Enrolment,
  SignAnswer,
  SignRequest,
  StartRequest,
} from '../../shared/contracts/enrolment';

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: string };

export async function postFamily<T>(path: string, body: object): Promise<CallResult<T>> {
  const api = await loadApiSettings();
  let response: Response;
  try {
    response = await fetch(`${api.base}${api.prefix}${path}`, {
      method: 'POST',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', ...(api.token ? { Authorization: `Bearer ${api.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  const answer = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  if (response.ok && answer) return { ok: true, value: answer as T };
  return { ok: false, error: answer?.error ?? 'network' };
}

export const chooseStart = (body: StartRequest) => postFamily<Enrolment>('/status/start-date', body);
export const fetchContract = (body: ContractRequest) => postFamily<ContractAnswer>('/status/contract', body);
export const signContract = (body: SignRequest) => postFamily<SignAnswer>('/status/sign', body);
