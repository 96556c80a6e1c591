// How long the server processes (main.ts, intake-main.ts) keep an idle connection open. Behind a
// load balancer that reuses upstream connections, the balancer must be the one to close an idle
// connection: when the process closes it first, a request the balancer sends on it at that moment
// is reset and the family gets a 502 (Node's default is 5 s; nginx keeps upstream connections 60 s,
// cloud balancers 60 s or more). bench/intake-scale.ts showed it: posts lost to resets at the
// moment its load changed.

import type { Server } from 'node:http';

/** Longer than the idle timeouts of nginx (`keepalive_timeout` 60 s) and the common balancers. */
const KEEP_ALIVE_SECONDS = 65;

/** Keeps idle connections open longer than the load balancer in front does. */
export function outlastBalancerIdle(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  // The time allowed for a request's headers must not end before the keep-alive period.
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
}
