// Switches a school sets at build time (Vite env), with the defaults of docs/decisions.md §5.

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/**
 * `/homestay`: the full boarding page by default; `notice` shows that the boarding house opens in
 * 2026 with a partner instead.
 */
export const homestayMode: 'full' | 'notice' = env.VITE_HOMESTAY_MODE === 'notice' ? 'notice' : 'full';
