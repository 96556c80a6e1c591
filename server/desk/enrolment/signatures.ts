// Signing the enrolment contract (docs/enrolment.md, "The contract"): through a guardian's own
// link, or on the family's status page where the signer says which guardian they are. The text
// signed is the one whose SHA-256 the page was shown; the typed full name must be that
// guardian's as the application gives it; each guardian signs each child's contract once. The
// signature (typed name, consent, time, IP address, browser, the text's SHA-256, the terms'
// version and language) is a row the database never lets change.

import { randomUUID } from 'node:crypto';
import type { GuardianRole, SignRequest } from '../../../src/shared/contracts/enrolment';
import { audit, FAMILY } from '../audit';
import type { DeskDeps } from '../context';
import { contractText } from './contract-text';
import { isNameOf } from './guardians';
import { enrolmentState, type EnrolmentCase } from './state';

export type SignRefusal = 'used' | 'terms-changed' | 'wrong-guardian' | 'not-named' | 'not-ready';

export interface Signing {
  row: EnrolmentCase;
  /** The guardian a signing link names; on the status page, the one the signer chose. */
  guardian?: GuardianRole;
  via: 'link' | 'status-page';
  ip: string;
  userAgent: string;
}

/** The contract of a case, in `locale`, as it stands now. */
export const contractOf = (deps: Pick<DeskDeps, 'config'>, row: EnrolmentCase, locale: string) =>
  contractText({
    locale,
    childName: row.child_name,
    year: row.year ?? '',
    reference: row.reference,
    version: deps.config.termsVersion,
  });

/** Records a guardian's signature, or says why not; nothing is written on a refusal. */
export async function sign(
  deps: DeskDeps,
  signing: Signing,
  request: SignRequest,
): Promise<{ ok: true; guardian: GuardianRole; signedAt: Date } | { ok: false; error: SignRefusal }> {
  const { row } = signing;
  if (row.stage !== 'offer-accepted') return { ok: false, error: 'not-ready' };
  const record = await deps.records.get(row.submission_id);
  if (!record) return { ok: false, error: 'not-ready' };
  const state = await enrolmentState(deps, row, record);
  const role = signing.guardian ?? request.guardian;
  const guardian = state.guardians.find((g) => g.role === role);
  if (!guardian) return { ok: false, error: 'not-named' };
  if (state.signatures.some((s) => s.guardian === guardian.role)) return { ok: false, error: 'used' };
  const text = contractOf(deps, row, request.locale);
  if (text.sha256 !== request.sha256) return { ok: false, error: 'terms-changed' };
  if (!isNameOf(request.typedName, guardian)) return { ok: false, error: 'wrong-guardian' };
  const now = deps.now();
  const stored = await deps.db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO desk_signatures (id, case_id, guardian, typed_name, consent, signed_at, ip, user_agent,
         terms_version, locale, text_sha256, via)
       VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (case_id, guardian) DO NOTHING
       RETURNING id`,
      [
        randomUUID(),
        row.id,
        guardian.role,
        request.typedName.trim(),
        now.toISOString(),
        signing.ip,
        signing.userAgent.slice(0, 500),
        deps.config.termsVersion,
        text.locale,
        text.sha256,
        signing.via,
      ],
    );
    if (inserted.length === 0) return false;
    await audit(tx, now, {
      actor: FAMILY,
      action: 'contract.signed',
      reference: row.reference,
      submissionId: row.submission_id,
      caseId: row.id,
      detail: { guardian: guardian.role, via: signing.via, version: deps.config.termsVersion, sha256: text.sha256 },
      ip: signing.ip,
    });
    return true;
  });
  if (!stored) return { ok: false, error: 'used' };
  return { ok: true, guardian: guardian.role, signedAt: now };
}
