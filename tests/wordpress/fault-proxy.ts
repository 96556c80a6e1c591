// A small HTTP server between the site and the test WordPress that passes everything on, or
// answers as a broken WordPress would: what a real one cannot be made to send on purpose (an HTML
// error page instead of JSON, a hang, a dropped connection, a 500, items missing fields).

import { createServer, type Server } from 'node:http';

export type Fault =
  | { kind: 'pass' }
  | { kind: 'html' }
  /** Answers nothing: the site's own time limit (CONTENT_TIMEOUT_MS) is what ends the request. */
  | { kind: 'hang' }
  | { kind: 'down' }
  | { kind: 'status'; status: number }
  /** Passes the answer on with each JSON item changed by `edit` (for a path containing `match`). */
  | { kind: 'edit'; match: string; edit: (item: Record<string, unknown>) => Record<string, unknown> };

export interface FaultProxy {
  url: string;
  fault: Fault;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const sockets = new Set<import('node:net').Socket>();
  const proxy: FaultProxy = { url: '', fault: { kind: 'pass' }, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const fault = proxy.fault;
    const url = `${target}${request.url ?? '/'}`;
    if (fault.kind === 'down') return void request.socket.destroy();
    if (fault.kind === 'hang') return;
    if (fault.kind === 'html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' });
      return void response.end('<!DOCTYPE html><html><body><h1>Error establishing a database connection</h1>');
    }
    if (fault.kind === 'status') {
      response.writeHead(fault.status, { 'Content-Type': 'application/json' });
      return void response.end('{"code":"internal_server_error","message":"Critical error","data":{"status":500}}');
    }
    const answer = async () => {
      const upstream = await fetch(url, { headers: { Accept: 'application/json' } });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (fault.kind === 'edit' && url.includes(fault.match)) {
        const json = JSON.parse(body.toString('utf8')) as unknown;
        const edited = Array.isArray(json)
          ? json.map((item) => fault.edit(item as Record<string, unknown>))
          : fault.edit(json as Record<string, unknown>);
        body = Buffer.from(JSON.stringify(edited));
      }
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'x-wp-total', 'x-wp-totalpages']) {
        const value = upstream.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    };
    answer().catch(() => request.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  proxy.url = `http://127.0.0.1:${port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
