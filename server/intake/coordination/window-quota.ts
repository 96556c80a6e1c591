// Quotas over a sliding window, per key: how many times, and how much in all (bytes), a key may
// take in any `windowMs` (take-home parcels per client address; automatic e-mails per recipient).
// The contract, and the count in this process's memory (one process on PGlite); several instances
// on PostgreSQL count in the database instead (sql-window-quota.ts). A refused take counts nothing.
// A take may run on a transaction the caller holds on the same database (`within`), so that it
// commits or rolls back with the caller's writes and asks the pool for no second connection.

import type { SqlQueries } from '../../sql/client';

export interface QuotaLimits {
  /** Takes a key may make in the window; 0: no limit on the count. */
  count: number;
  /** Amount (bytes) a key may take in the window; 0: no limit on the amount. */
  amount: number;
  windowMs: number;
}

export interface WindowQuota {
  /**
   * Takes one use of `amount` for `key` when it fits the limits of the window ending at `now`
   * (epoch ms). Returns 0 when taken, else the seconds until it would fit (nothing counted).
   * `within`: a transaction on the coordination's database to count in (memory ignores it).
   */
  take(key: string, amount: number, now: number, within?: SqlQueries): Promise<number>;
}

/** Whole seconds to wait until `at`, at least one. */
export const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** An exact sliding window in this process's memory. */
export function memoryWindowQuota(limits: QuotaLimits): WindowQuota {
  const taken = new Map<string, { at: number; amount: number }[]>();
  let lastSweep = 0;
  const fits = (count: number, amount: number) =>
    (!limits.count || count <= limits.count) && (!limits.amount || amount <= limits.amount);

  const sweep = (now: number) => {
    if (now - lastSweep < limits.windowMs) return;
    lastSweep = now;
    for (const [key, list] of taken) if ((list.at(-1)?.at ?? 0) <= now - limits.windowMs) taken.delete(key);
  };

  return {
    async take(key, amount, now) {
      sweep(now);
      const list = (taken.get(key) ?? []).filter((entry) => entry.at > now - limits.windowMs);
      let count = list.length + 1;
      let sum = list.reduce((total, entry) => total + entry.amount, amount);
      if (fits(count, sum)) {
        list.push({ at: now, amount });
        taken.set(key, list);
        return 0;
      }
      taken.set(key, list);
      // The oldest takes leave the window first: it fits once enough of them have.
      for (const entry of list) {
        count--;
        sum -= entry.amount;
        if (fits(count, sum)) return secondsUntil(entry.at + limits.windowMs, now);
      }
      // More than the limit on its own: it never fits; say so in a window's time.
      return secondsUntil(now + limits.windowMs, now);
    },
  };
}
