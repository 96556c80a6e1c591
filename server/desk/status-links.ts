// The family's private status link: `/<locale>/application-status#<id>.<signature>`. The id is
// random and stored with its submission; the signature (status key) proves the server made it, so
// a database read alone gives no working link and a forged one is refused before any query. A
// submission has at most one live link: revoking it makes the old one answer "no longer valid",
// and from then on the family's e-mails carry none; only a staff member's renewal (audited) makes
// a new one. The link carries no personal data.

import { localePath, isLocale } from '../../src/i18n/locales';
import { routeById } from '../../src/routes/table';
import { one, toDate, type DbTime, type SqlQueries } from './db';
import { randomId, type Signer } from './signing';

const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{24})$/;

export const tokenOf = (signer: Signer, id: string) => `${id}.${signer.sign('status', id)}`;

/** The page that shows a status link, in the family's language, with the token in its fragment. */
export function statusUrl(siteOrigin: string, locale: string, token: string): string {
  const path = localePath(isLocale(locale) ? locale : 'en', routeById['application-status'].path);
  return `${siteOrigin}${path}#${token}`;
}

export type FamilyStatusLink = { token: string } | { revoked: true };

/**
 * The link a family's e-mail may carry: the live one, or a first one for a submission that never
 * had any. Once staff revoked it, none: no automatic path makes another (`renewStatusLink` does).
 */
export async function familyStatusLink(
  db: SqlQueries,
  signer: Signer,
  submissionId: string,
  now: Date,
): Promise<FamilyStatusLink> {
  const latest = await one<{ id: string; revoked: boolean }>(
    db,
    `SELECT id, revoked_at IS NOT NULL AS revoked FROM desk_status_links
     WHERE submission_id = $1 ORDER BY revoked_at IS NULL DESC, created_at DESC LIMIT 1`,
    [submissionId],
  );
  if (latest) return latest.revoked ? { revoked: true } : { token: tokenOf(signer, latest.id) };
  const id = randomId();
  await db.query('INSERT INTO desk_status_links (id, submission_id, created_at) VALUES ($1, $2, $3)', [
    id,
    submissionId,
    now.toISOString(),
  ]);
  return { token: tokenOf(signer, id) };
}

/** A staff member's renewal: the live link (if any) is revoked and a new one made; its token. */
export async function renewStatusLink(db: SqlQueries, signer: Signer, submissionId: string, now: Date) {
  await revokeStatusLinks(db, submissionId, now);
  const id = randomId();
  await db.query('INSERT INTO desk_status_links (id, submission_id, created_at) VALUES ($1, $2, $3)', [
    id,
    submissionId,
    now.toISOString(),
  ]);
  return tokenOf(signer, id);
}

/** The id of the submission's live link, if any. */
export async function liveLink(db: SqlQueries, submissionId: string): Promise<string | undefined> {
  const row = await one<{ id: string }>(
    db,
    'SELECT id FROM desk_status_links WHERE submission_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
    [submissionId],
  );
  return row?.id;
}

export type LinkCheck = { ok: true; submissionId: string } | { ok: false; reason: 'invalid' | 'revoked' };

/** What a token opens: its submission, or why not (forged or unknown: invalid; revoked). */
export async function openStatusLink(db: SqlQueries, signer: Signer | undefined, token: string): Promise<LinkCheck> {
  const match = TOKEN.exec(token);
  if (!signer || !match || !signer.verify('status', match[1]!, match[2]!)) return { ok: false, reason: 'invalid' };
  const row = await one<{ submission_id: string | null; revoked_at: DbTime | null }>(
    db,
    'SELECT submission_id::text AS submission_id, revoked_at FROM desk_status_links WHERE id = $1',
    [match[1]],
  );
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.revoked_at !== null || !row.submission_id) return { ok: false, reason: 'revoked' };
  return { ok: true, submissionId: row.submission_id };
}

/** Revokes the submission's live link; true when there was one. */
export async function revokeStatusLinks(db: SqlQueries, submissionId: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE desk_status_links SET revoked_at = $2 WHERE submission_id = $1 AND revoked_at IS NULL RETURNING id',
    [submissionId, now.toISOString()],
  );
  return rows.length > 0;
}

/** When the live link was made, for the desk. */
export async function linkState(db: SqlQueries, submissionId: string) {
  const row = await one<{ created_at: DbTime; revoked_at: DbTime | null; live: boolean }>(
    db,
    `SELECT created_at, revoked_at, revoked_at IS NULL AS live FROM desk_status_links
     WHERE submission_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [submissionId],
  );
  if (!row) return undefined;
  return { live: row.live, createdAt: toDate(row.created_at).toISOString() };
}
