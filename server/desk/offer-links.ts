// The offer's accept and decline links: `/<locale>/application-status#offer=<offer>.<a|d>.<mac>`,
// signed with the offer key, bound to one offer (a new offer for the same child has another id, so
// the old links stop working), answered once (the offer is then no longer open), and refused after
// the deadline. The fragment keeps the token out of server logs and Referer headers; the page
// posts it to /api/status/offer, first to show what will be recorded, then to record it.

import { localePath, isLocale } from '../../src/i18n/locales';
import { routeById } from '../../src/routes/table';
import type { LinkRefusal } from '../../src/shared/contracts/status';
import { one, toDate, type DbTime, type SqlQueries } from './db';
import type { Signer } from './signing';

export type Decision = 'accept' | 'decline';

const TOKEN = /^([0-9a-f]{32})\.([ad])\.([A-Za-z0-9_-]{24})$/;

const compact = (uuid: string) => uuid.replace(/-/g, '').toLowerCase();
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function offerToken(signer: Signer, offerId: string, decision: Decision): string {
  const payload = `${compact(offerId)}.${decision === 'accept' ? 'a' : 'd'}`;
  return `${payload}.${signer.sign('offer', payload)}`;
}

export function offerUrl(siteOrigin: string, locale: string, token: string): string {
  const path = localePath(isLocale(locale) ? locale : 'en', routeById['application-status'].path);
  return `${siteOrigin}${path}#offer=${token}`;
}

/** What an offer link names once its signature holds. */
export interface OfferLink {
  offerId: string;
  decision: Decision;
}

export function readOfferToken(signer: Signer | undefined, token: string): OfferLink | undefined {
  const match = TOKEN.exec(token);
  if (!signer || !match || !signer.verify('offer', `${match[1]}.${match[2]}`, match[3]!)) return undefined;
  return { offerId: uuidOf(match[1]!), decision: match[2] === 'a' ? 'accept' : 'decline' };
}

export interface OfferRow {
  id: string;
  case_id: string;
  state: string;
  deadline: DbTime;
  current_offer: string | null;
  reference: string;
  first_name: string;
  stage: string;
}

/** The offer and its case, as the link's page needs them. */
export function findOffer(db: SqlQueries, offerId: string): Promise<OfferRow | undefined> {
  return one<OfferRow>(
    db,
    `SELECT o.id::text AS id, o.case_id::text AS case_id, o.state, o.deadline, c.offer_id::text AS current_offer,
       c.reference, c.first_name, c.stage
     FROM desk_offers o JOIN desk_cases c ON c.id = o.case_id WHERE o.id = $1`,
    [offerId],
  );
}

/**
 * The stage a reader is shown, and since when: an offer past its deadline is expired from its
 * deadline on, whether or not the sweep (upkeep.ts) has moved the case yet. Reads never move it.
 */
export function shownStage<S extends string>(
  stage: S,
  since: DbTime,
  offerDeadline: DbTime | null,
  now: Date,
): { stage: S | 'offer-expired'; since: Date } {
  if (stage === 'offer-made' && offerDeadline !== null && toDate(offerDeadline).getTime() < now.getTime())
    return { stage: 'offer-expired', since: toDate(offerDeadline) };
  return { stage, since: toDate(since) };
}

/** Why an offer cannot be answered now, or undefined when it can. */
export function offerRefusal(offer: OfferRow, now: Date): LinkRefusal | undefined {
  if (offer.state === 'accepted' || offer.state === 'declined') return 'used';
  if (offer.state === 'expired') return 'expired';
  if (offer.state !== 'open' || offer.current_offer !== offer.id) return 'superseded';
  if (toDate(offer.deadline).getTime() < now.getTime()) return 'expired';
  return undefined;
}
