// The status page's one module of calls to the families' API (the same base, prefix and token the
// outbox uses, from the runtime configuration): the status of a private link, an offer link's
// preview and the family's answer, the assessment's booking, move and cancellation, typed by the
// shared contracts (src/shared/contracts/status.ts, assessment.ts; types only, so the page loads no
// zod for them). Tokens go in the POST body, never in a URL.

import { loadApiSettings } from '../../outbox';
import type {
  AssessmentAnswer,
  AssessmentBookRequest,
  AssessmentCancelRequest,
  BookingRefusal,
} from '../../shared/contracts/assessment';
import type {
  LinkRefusal,
  OfferAnswer,
  OfferRequest,
  StatusAnswer,
  StatusRequest,
} from '../../shared/contracts/status';

export type ApiResult<T, Refusal extends string = LinkRefusal> =
  { ok: true; value: T } | { ok: false; reason: Refusal | 'network' | 'server' };

/** The refusals the page words; the compiler holds this to the contract's list. */
const REFUSALS = { invalid: true, revoked: true, expired: true, used: true, superseded: true } satisfies Record<
  LinkRefusal,
  true
>;
const isRefusal = (error: string): error is LinkRefusal => Object.hasOwn(REFUSALS, error);

const BOOKING_REFUSALS = { full: true, past: true, 'too-close': true, stage: true, slot: true } satisfies Record<
  BookingRefusal,
  true
>;
const isBookingRefusal = (error: string): error is BookingRefusal => Object.hasOwn(BOOKING_REFUSALS, error);

type Body = StatusRequest | OfferRequest | AssessmentBookRequest | AssessmentCancelRequest;

async function postJson<T>(path: string, body: Body): Promise<ApiResult<T, LinkRefusal | BookingRefusal>> {
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
  return { ok: false, reason: isRefusal(error) || isBookingRefusal(error) ? error : 'server' };
}

/** Narrows an answer of the link routes: a booking refusal there is a broken server. */
const linkOnly = <T>(result: ApiResult<T, LinkRefusal | BookingRefusal>): ApiResult<T> =>
  result.ok || !isBookingRefusal(result.reason) ? (result as ApiResult<T>) : { ok: false, reason: 'server' };

export const fetchStatus = async (token: string) => linkOnly(await postJson<StatusAnswer>('/status', { token }));

export const previewOffer = async (token: string) =>
  linkOnly(await postJson<OfferAnswer>('/status/offer', { token, confirm: false }));

export const answerOffer = async (token: string) =>
  linkOnly(await postJson<OfferAnswer>('/status/offer', { token, confirm: true }));

/** Books `slotId` for the child at `child` in the status answer, or moves its booking there. */
export const bookAssessment = (token: string, child: number, slotId: string) =>
  postJson<AssessmentAnswer>('/status/assessment', { token, child, slotId });

export const cancelAssessment = (token: string, child: number) =>
  postJson<AssessmentAnswer>('/status/assessment/cancel', { token, child });

/** What the page's address holds after `#`: a status token, an offer link's, or a guardian's signing link's. */
export function readFragment(hash: string): { kind: 'status' | 'offer' | 'sign'; token: string } | undefined {
  const fragment = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (fragment.startsWith('offer=')) return { kind: 'offer', token: fragment.slice('offer='.length) };
  if (fragment.startsWith('sign=')) return { kind: 'sign', token: fragment.slice('sign='.length) };
  return fragment ? { kind: 'status', token: fragment } : undefined;
}
