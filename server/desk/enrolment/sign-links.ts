// A guardian's own link to sign a child's enrolment contract:
// `/<locale>/application-status#sign=<case>.<f|m|g>.<mac>`, signed with the signing key and bound
// to one case and one guardian (father, mother or another guardian). It is used once: the
// guardian's signature is then recorded, and a second use is refused as used. It carries no
// personal data; the fragment keeps it out of server logs and Referer headers.

import type { GuardianRole } from '../../../src/shared/contracts/enrolment';
import { localePath, isLocale } from '../../../src/i18n/locales';
import { routeById } from '../../../src/routes/table';
import type { Signer } from '../signing';

const TOKEN = /^([0-9a-f]{32})\.([fmg])\.([A-Za-z0-9_-]{24})$/;
const CODE: Record<GuardianRole, string> = { father: 'f', mother: 'm', guardian: 'g' };
const ROLE: Record<string, GuardianRole> = { f: 'father', m: 'mother', g: 'guardian' };

const compact = (uuid: string) => uuid.replace(/-/g, '').toLowerCase();
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function signToken(signer: Signer, caseId: string, guardian: GuardianRole): string {
  const payload = `${compact(caseId)}.${CODE[guardian]}`;
  return `${payload}.${signer.sign('sign', payload)}`;
}

export function signUrl(siteOrigin: string, locale: string, token: string): string {
  const path = localePath(isLocale(locale) ? locale : 'en', routeById['application-status'].path);
  return `${siteOrigin}${path}#sign=${token}`;
}

/** What a signing link names once its signature holds. */
export function readSignToken(
  signer: Signer | undefined,
  token: string,
): { caseId: string; guardian: GuardianRole } | undefined {
  const match = TOKEN.exec(token);
  if (!signer || !match || !signer.verify('sign', `${match[1]}.${match[2]}`, match[3]!)) return undefined;
  return { caseId: uuidOf(match[1]!), guardian: ROLE[match[2]!]! };
}
