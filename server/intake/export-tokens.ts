// The named tokens of `GET /api/export`: `INTAKE_EXPORT_TOKENS=name:token,name2:token2`, each use
// audited under its name; `INTAKE_EXPORT_TOKEN`, one token without a name, is the token named
// "export". A request's bearer token is compared with every configured one in constant time.

import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from './hash';

export interface ExportToken {
  /** Who or what uses it ("admissions-sync", "registrar"): the audit log's actor. */
  name: string;
  token: string;
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/i;
export const MIN_EXPORT_TOKEN_LENGTH = 16;

/** The export tokens of the environment; a clear error for a malformed or repeated one. */
export function exportTokensOf(env: NodeJS.ProcessEnv): ExportToken[] {
  const tokens: ExportToken[] = [];
  for (const entry of (env.INTAKE_EXPORT_TOKENS ?? '').split(/[\s,]+/).filter(Boolean)) {
    const colon = entry.indexOf(':');
    const name = entry.slice(0, Math.max(colon, 0));
    const token = entry.slice(colon + 1);
    if (colon < 1 || !NAME.test(name))
      throw new Error(
        `INTAKE_EXPORT_TOKENS: "${entry.slice(0, 40)}…" is not <name>:<token> (a name of letters, digits, . _ -)`,
      );
    if (token.length < MIN_EXPORT_TOKEN_LENGTH)
      throw new Error(
        `INTAKE_EXPORT_TOKENS: the token of "${name}" needs at least ${MIN_EXPORT_TOKEN_LENGTH} characters (openssl rand -base64 24)`,
      );
    tokens.push({ name, token });
  }
  const single = (env.INTAKE_EXPORT_TOKEN ?? '').trim();
  if (single) tokens.push({ name: 'export', token: single });
  const names = new Set(tokens.map((t) => t.name.toLowerCase()));
  if (names.size < tokens.length)
    throw new Error('INTAKE_EXPORT_TOKENS: each name once ("export" is INTAKE_EXPORT_TOKEN\'s)');
  if (new Set(tokens.map((t) => t.token)).size < tokens.length)
    throw new Error('INTAKE_EXPORT_TOKENS: each token once, so that every use names one holder');
  return tokens;
}

/** The name of the token an `Authorization: Bearer …` header carries, if it is one of `tokens`. */
export function exportTokenChecker(tokens: readonly ExportToken[]) {
  const expected = tokens.map((t) => ({ name: t.name, hash: Buffer.from(sha256Hex(t.token), 'hex') }));
  return (header: string | undefined): string | undefined => {
    const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
    if (!match?.[1]) return undefined;
    const given = Buffer.from(sha256Hex(match[1].trim()), 'hex');
    let found: string | undefined;
    for (const { name, hash } of expected) if (timingSafeEqual(given, hash)) found ??= name;
    return found;
  };
}
