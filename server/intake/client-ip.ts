// The client's IP address for the rate limit and the robot check: the socket's peer, or the
// nearest hop of X-Forwarded-For when the server sits behind a proxy that sets it.

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The proxy appends the address it saw last; anything before it came from the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
