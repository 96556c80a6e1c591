// Staff passwords: argon2id (@node-rs/argon2, prebuilt binaries) with 64 MiB of memory, 3 passes
// and one lane, above OWASP's minimum (19 MiB, 2 passes), about 0.1-0.2 s on this machine: slow
// enough to make a stolen hash expensive to guess, quick enough for a sign-in. The parameters are
// stored in each hash, so raising them later re-hashes on the next sign-in.

import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID: Algorithm = 2;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 65_536, timeCost: 3, parallelism: 1 };

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** Why a new password is refused; undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): 'too-short' | 'too-long' | 'like-email' | undefined {
  if ([...password].length < PASSWORD_MIN) return 'too-short';
  if (password.length > PASSWORD_MAX) return 'too-long';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) return 'like-email';
  return undefined;
}

export const hashPassword = (password: string) => hash(password.normalize('NFKC'), ARGON2_OPTIONS);

/** A hash of nothing, verified when the e-mail is unknown so that both answers take as long. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `stored`; an absent hash costs the same time and is false. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX) return false;
  const target = stored ?? (await (decoy ??= hashPassword('decoy password never used')));
  const ok = await verify(target, password.normalize('NFKC')).catch(() => false);
  return ok && Boolean(stored);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=1$`);
}
