// The family's Wi-Fi between the browser and the site: a TCP proxy the tests take down the way
// island Wi-Fi goes (new connections refused, open ones cut) while the browser still believes it
// is online (`navigator.onLine` stays true, no `online` event). It can also hold back requests
// whose first line matches a pattern (a page's scripts arriving late) until released.

import net from 'node:net';

export interface LinkProxy {
  /** The port the browser uses: the site's origin is http://127.0.0.1:<port>. */
  readonly port: number;
  readonly isUp: boolean;
  /** Takes the link down: open connections are cut, new ones refused, until `up()`. */
  down(): Promise<void>;
  /** Brings the link back (listening again on the same port). */
  up(): Promise<void>;
  /** Holds every request whose request line matches `pattern` until `release()`. */
  holdBack(pattern: RegExp): void;
  /** Lets held requests through, and stops holding new ones. */
  release(): void;
  /** Request lines (`GET /path`) that went through, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Client bytes waiting because their request is held back. */
  held: Buffer[] | undefined;
}

const requestLine = (chunk: Buffer) => /^([A-Z]+ \S+) HTTP\/1\.[01]\r\n/.exec(chunk.toString('latin1', 0, 2048))?.[1];

/**
 * Starts the proxy in front of the site at 127.0.0.1:`targetPort`, link up, on a free port it keeps
 * when the link comes back up (the browser's origin stays the same).
 */
export async function startLinkProxy(targetPort: number): Promise<LinkProxy> {
  let listenPort = 0;
  const pairs = new Set<Pair>();
  const requests: string[] = [];
  let holding: RegExp | undefined;
  let server: net.Server | undefined;

  const forward = (pair: Pair, chunk: Buffer) => {
    if (pair.held) {
      pair.held.push(chunk);
      return;
    }
    const line = requestLine(chunk);
    if (line) requests.push(line);
    if (line && holding?.test(line)) pair.held = [chunk];
    else pair.upstream.write(chunk);
  };

  const connect = (client: net.Socket) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair: Pair = { client, upstream, held: undefined };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => forward(pair, chunk));
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(connect);
      next.once('error', reject);
      next.listen(listenPort, '127.0.0.1', () => {
        listenPort = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const cutAll = () => {
    for (const pair of pairs) {
      // A reset, as when the access point drops the station: no orderly close.
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
    pairs.clear();
  };

  await listen();
  return {
    port: listenPort,
    get isUp() {
      return server !== undefined;
    },
    async down() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
    async up() {
      if (!server) await listen();
    },
    holdBack(pattern) {
      holding = pattern;
    },
    release() {
      holding = undefined;
      for (const pair of pairs) {
        const held = pair.held;
        pair.held = undefined;
        for (const chunk of held ?? []) forward(pair, chunk);
      }
    },
    requests,
    async close() {
      const closed = stopListening();
      cutAll();
      await closed;
    },
  };
}
