// The status page's one module of calls to the families' API (the same base, prefix and token the
// outbox uses, from the runtime configuration): the status of a private link, an offer link's
// preview and the family's answer, typed by the shared contract (src/shared/contracts/status.ts;
// types only, so the page loads no zod for them). Tokens go in the POST body, never in a URL.

import { loadApiSettings } from '../../outbox';
import type {
  LinkRefusal,
  OfferAnswer,
  OfferRequest,
  StatusAnswer,
  StatusRequest,
} from '../../shared/contracts/status';

export type ApiResult<T> = { ok: true; value: T } | { ok: false; reason: LinkRefusal | 'network' | 'server' };

/** The refusals the page words; the compiler holds this to the contract's list. */
const REFUSALS = { invalid: true, revoked: true, expired: true, used: true, superseded: true } satisfies Record<
  LinkRefusal,
  true
>;
const isRefusal = (error: string): error is LinkRefusal => Object.hasOwn(REFUSALS, error);

async function postJson<T>(path: string, body: StatusRequest | OfferRequest): Promise<ApiResult<T>> {
  const api = await loadApiSettings();
  let response: Response;
  try {
    response = await fetch(`${api.base}${api.prefix}${path}`, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'Content-Type': 'application/json',
        ...(api.token ? { Authorization: `Bearer ${api.token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { ok: false, reason: 'network' };
  }
  const answer = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  if (response.ok && answer) return { ok: true, value: answer as T };
  const error = answer?.error ?? '';
  return { ok: false, reason: isRefusal(error) ? error : 'server' };
}

export const fetchStatus = (token: string) => postJson<StatusAnswer>('/status', { token });

export const previewOffer = (token: string) => postJson<OfferAnswer>('/status/offer', { token, confirm: false });

export const answerOffer = (token: string) => postJson<OfferAnswer>('/status/offer', { token, confirm: true });

/** What the page's address holds after `#`: a status token, an offer link's, or a guardian's signing link's. */
export function readFragment(hash: string): { kind: 'status' | 'offer' | 'sign'; token: string } | undefined {
  const fragment = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (fragment.startsWith('offer=')) return { kind: 'offer', token: fragment.slice('offer='.length) };
  if (fragment.startsWith('sign=')) return { kind: 'sign', token: fragment.slice('sign='.length) };
  return fragment ? { kind: 'status', token: fragment } : undefined;
}
