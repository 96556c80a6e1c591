// A tiny round-robin HTTP proxy on loopback, standing where a school's load balancer would: each
// request goes to the next upstream, one that refuses the connection is skipped (as nginx's
// proxy_next_upstream does), bodies stream both ways. Every answer says which upstream served it
// (`X-Served-By`), and the proxy counts the request bytes it has passed on, so a test can act while
// a body is on its way.

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Request body bytes passed to each upstream so far. */
  forwarded: number[];
  close(): Promise<void>;
}

/**
 * Starts the proxy on a free port of 127.0.0.1. Tests open a connection per request (a killed upstream is
 * then simply refused); `keepAlive` reuses connections, as a load balancer under load does.
 */
export async function startRoundRobinProxy(
  upstreams: string[],
  options: { keepAlive?: boolean } = {},
): Promise<RoundRobinProxy> {
  const agent = options.keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 64 }) : false;
  let next = 0;
  const forwarded = upstreams.map(() => 0);

  const send = (req: http.IncomingMessage, res: http.ServerResponse, tried: number) => {
    const index = next++ % upstreams.length;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing was sent yet: another upstream may take the request.
      if (error.code === 'ECONNREFUSED' && tried + 1 < upstreams.length) return send(req, res, tried + 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': String(index) });
      res.end(JSON.stringify({ error: 'bad-gateway' }));
    });
    // The body flows only once connected, so a refused upstream leaves it whole for the next.
    upstream.on('socket', (socket) => {
      const pipeBody = () => {
        req.on('data', (chunk: Buffer) => (forwarded[index]! += chunk.byteLength));
        req.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', pipeBody);
      else pipeBody();
    });
    req.on('error', () => upstream.destroy());
    // The client went away: so does the upstream request, as with a real load balancer.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  };

  const server = http.createServer((req, res) => send(req, res, 0));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        if (agent) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
