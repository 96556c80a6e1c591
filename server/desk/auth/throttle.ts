// How many sign-in guesses the desk allows (docs/desk.md, "Sign-in limits"), kept in the database
// (`desk_attempts`) so that every server process shares them. Each password or TOTP attempt is
// reserved before the slow check, in one statement per key, and counts as a failure until it
// succeeds; a key that must wait answers 429 with Retry-After. Nothing here locks a person out of
// a passkey sign-in (a passkey's answer is a signature, not a guess), and no budget a stranger can
// spend from elsewhere locks the password either: it only spaces the attempts out.

import { attemptPolicy, sqlAttempts, type AttemptPolicy } from '../../sql/attempts';
import type { SqlQueries } from '../db';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const FORGET_MS = 60 * MINUTE;

/** One account from one address: 1 s, 2 s, 4 s, 8 s between failures, then 15 minutes. */
export const PAIR = attemptPolicy({
  free: 1,
  firstMs: SECOND,
  maxMs: MINUTE,
  lockAfter: 5,
  lockMs: 15 * MINUTE,
  forgetMs: 15 * MINUTE,
});
/** One account from anywhere: 10 wrong passwords, then one attempt a minute. */
export const ACCOUNT = attemptPolicy({ free: 10, firstMs: MINUTE, maxMs: MINUTE, forgetMs: FORGET_MS });
/** Password attempts from one address, whatever the account: 20, then one a minute. */
export const ADDRESS = attemptPolicy({ free: 20, firstMs: MINUTE, maxMs: MINUTE, forgetMs: FORGET_MS });
/** TOTP codes for one account (the password already given): 5, then one a minute. */
export const SECOND_FACTOR = attemptPolicy({ free: 5, firstMs: MINUTE, maxMs: MINUTE, forgetMs: FORGET_MS });

export interface ThrottleKey {
  key: string;
  policy: AttemptPolicy;
}

const email = (address: string) => address.trim().toLowerCase();

/** The keys a password attempt for `account` from `ip` spends. */
export const passwordKeys = (account: string, ip: string) => ({
  pair: { key: `pair:${email(account)} ${ip}`, policy: PAIR },
  account: { key: `account:${email(account)}`, policy: ACCOUNT },
  address: { key: `address:${ip}`, policy: ADDRESS },
});

/** The key a TOTP code for `account` spends. */
export const secondFactorKey = (account: string): ThrottleKey => ({
  key: `second-factor:${email(account)}`,
  policy: SECOND_FACTOR,
});

export interface Throttle {
  /** Reserves an attempt on every key: 0 when it may go ahead, else the ms to wait (nothing reserved). */
  reserve(keys: ThrottleKey[], now: Date): Promise<number>;
  /** The attempt succeeded: it does not count against these keys. */
  refund(keys: ThrottleKey[]): Promise<void>;
  /** Forgets every failure of these keys. */
  clear(keys: ThrottleKey[]): Promise<void>;
  /** Drops keys with no failure in the last hour (the sweep). */
  purge(now: Date): Promise<void>;
}

export function deskThrottle(db: SqlQueries): Throttle {
  const counter = sqlAttempts(db, 'desk_attempts');
  const refund = async (keys: ThrottleKey[]) => {
    for (const { key, policy } of keys) await counter.refund(key, policy);
  };
  return {
    async reserve(keys, now) {
      const reserved: ThrottleKey[] = [];
      for (const key of keys) {
        const wait = await counter.reserve(key.key, key.policy, now);
        if (wait > 0) {
          await refund(reserved);
          return wait;
        }
        reserved.push(key);
      }
      return 0;
    },
    refund,
    async clear(keys) {
      for (const { key } of keys) await counter.clear(key);
    },
    purge: (now) => counter.purge(new Date(now.getTime() - FORGET_MS)),
  };
}
